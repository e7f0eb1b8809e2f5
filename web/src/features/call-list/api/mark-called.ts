import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** POST /api/admin/call-list/{orderId}/called: the call is made (recorded once, with who, in the order's timeline). */
export const markCalled = (orderId: string) => unwrap(api.admin['call-list'][':orderId'].called.$post({ param: { orderId } }));

/** The answer is the list as it now stands, so it replaces the cached one. */
export function useMarkCalled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCalled, onSuccess: (list) => queryClient.setQueryData(['call-list'], list) });
}
