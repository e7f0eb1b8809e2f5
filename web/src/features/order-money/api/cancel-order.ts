import { api, unwrap } from '../../../lib/api-client.ts';
import { useOrderAction } from './order-action.ts';

/** POST …/cancel (admin): the spot goes back; the deposit is refunded as the policy says, unless staff chose otherwise. */
export const useCancelOrder = () =>
  useOrderAction(({ id, refundDeposit, reason }: { id: string; refundDeposit?: boolean; reason: string }) =>
    unwrap(api.admin.orders[':id'].cancel.$post({ param: { id }, json: { ...(refundDeposit === undefined ? {} : { refundDeposit }), ...(reason ? { reason } : {}) } })),
  );
