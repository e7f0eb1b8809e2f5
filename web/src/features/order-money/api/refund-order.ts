import { api, unwrap } from '../../../lib/api-client.ts';
import { useOrderAction } from './order-action.ts';

/** POST …/refund (admin): part or all of what was collected; never more than collected minus refunded. */
export const useRefundOrder = () =>
  useOrderAction(({ id, amount, reason }: { id: string; amount: string; reason: string }) =>
    unwrap(api.admin.orders[':id'].refund.$post({ param: { id }, json: { amount, ...(reason ? { reason } : {}) } })),
  );
