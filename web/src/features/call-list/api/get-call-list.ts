import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/call-list (staff): paid orders delivered tomorrow or the day after, to call first (ADR 050). */
export const getCallList = () => unwrap(api.admin['call-list'].$get());

export const callListQueryOptions = () => queryOptions({ queryKey: ['call-list'], queryFn: getCallList });

export const useCallList = () => useQuery(callListQueryOptions());
