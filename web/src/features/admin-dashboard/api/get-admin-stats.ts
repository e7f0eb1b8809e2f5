import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/stats (admins): figures and chart series computed by the server over every order and quote. */
export const getAdminStats = () => unwrap(api.admin.stats.$get());

export const adminStatsQueryOptions = () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
