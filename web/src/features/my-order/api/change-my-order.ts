import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyOrderDetails } from '@sdp/shared/schemas/my-order';
import { unwrap } from '../../../lib/api-client.ts';
import { byToken, myOrderQueryOptions, type MyOrder } from './get-my-order.ts';

/** Every change answers the order's new view: the page shows it at once (money, deadlines and actions are the server's). */
function useOrderChange<V>(token: string, call: (value: V) => Promise<MyOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => queryClient.setQueryData(myOrderQueryOptions(token).queryKey, order),
  });
}

/** PATCH /api/my-order/{token}: phone and special instructions. */
export const useUpdateMyOrder = (token: string) => useOrderChange(token, (json: MyOrderDetails) => unwrap(byToken.$patch({ param: { token }, json })));

/**
 * POST /api/my-order/{token}/reschedule: another season date with a spot, at the total the page showed for it (409 full or the price
 * changed since, 422 after the change deadline).
 */
export const useRescheduleMyOrder = (token: string) =>
  useOrderChange(token, (json: { deliveryDate: string; total: string }) => unwrap(byToken.reschedule.$post({ param: { token }, json })));

/** POST /api/my-order/{token}/cancel: the refund the season's policy allows, and the spot released. */
export const useCancelMyOrder = (token: string) => useOrderChange(token, () => unwrap(byToken.cancel.$post({ param: { token } })));

/** POST /api/my-order/{token}/card { setupIntent }: the card Stripe.js just confirmed becomes the one the balance is charged to. */
export const useSaveReplacedCard = (token: string) =>
  useOrderChange(token, (setupIntent: string) => unwrap(byToken.card.$post({ param: { token }, json: { setupIntent } })));

/** PATCH /api/my-order/{token} { pickupDate }: another of the season's pick-up days, until 2 days before (docs/design.md §26). */
export const useChangePickupDay = (token: string) =>
  useOrderChange(token, (pickupDate: string) => unwrap(byToken.$patch({ param: { token }, json: { pickupDate } })));
