import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/system (admins): readiness, queues, outbox lag, payments and messages, as GET /api/metrics exports them. */
export const getSystemStatus = () => unwrap(api.admin.system.$get());

export const systemStatusQueryOptions = () => queryOptions({ queryKey: ['admin', 'system'], queryFn: getSystemStatus, refetchInterval: 30_000 });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
