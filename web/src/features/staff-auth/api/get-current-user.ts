import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/auth/user: the signed-in staff member, or a 401 (docs/product-spec.md §7: no retry). */
export const getCurrentUser = () => unwrap(api.auth.user.$get());

export const currentUserQueryOptions = () => queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: getCurrentUser,
    retry: false,
    // NOTE: a 401 here is "not signed in": the staff frame asks to sign in, /login shows its form.
    meta: { unauthorized: 'own' },
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/** GET /api/auth/session: who is signed in, or `{ user: null }` (a 200 either way: /login asks on every visit). */
export const useSessionProbe = () =>
  useQuery({ queryKey: ['auth', 'session'], queryFn: () => unwrap(api.auth.session.$get()), retry: false, staleTime: 0, gcTime: 0 });
