import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from './get-current-user.ts';
import type { StaffLogin } from '@sdp/shared/schemas/staff-login';

/** POST /api/auth/login; the session arrives as an httpOnly cookie, the body names the user. */
export const logIn = (credentials: StaffLogin) => unwrap(api.auth.login.$post({ json: credentials }));

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    // NOTE: a 401 here is a wrong e-mail or password, shown by the form.
    meta: { unauthorized: 'own' },
    // NOTE: staff queries cached under a previous session must not leak into this one.
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
