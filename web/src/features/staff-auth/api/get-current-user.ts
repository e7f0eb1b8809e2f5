import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/auth/user: the signed-in staff member, or a 401 (spec §7: no retry). */
export const getCurrentUser = () => unwrap(api.auth.user.$get());

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser, retry: false });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
