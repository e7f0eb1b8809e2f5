import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client.ts';
import { byToken, myOrderQueryOptions } from './get-my-order.ts';

/** After any change the page reads the order again from the server: its money, deadlines and actions are the server's. */
function useRefreshAfter<V, R>(token: string, call: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(token).queryKey }),
  });
}

/** PATCH /api/my-order/{token}: phone and special instructions. */
export const useUpdateMyOrder = (token: string) =>
  useRefreshAfter(token, (json: { customerPhone?: string; specialInstructions?: string }) => unwrap(byToken.$patch({ param: { token }, json })));

/** POST /api/my-order/{token}/reschedule: another season date with a spot (409 full, 422 after the change deadline). */
export const useRescheduleMyOrder = (token: string) =>
  useRefreshAfter(token, (deliveryDate: string) => unwrap(byToken.reschedule.$post({ param: { token }, json: { deliveryDate } })));

/** POST /api/my-order/{token}/cancel: the refund the season's policy allows, and the spot released. */
export const useCancelMyOrder = (token: string) => useRefreshAfter(token, () => unwrap(byToken.cancel.$post({ param: { token } })));
