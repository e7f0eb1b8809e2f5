import { api, unwrap } from '../../../lib/api-client.ts';
import { useOrderAction } from './order-action.ts';

/** POST …/charge-balance: a new attempt at the balance (after a failure, or to charge now). */
export const useChargeBalance = () =>
  useOrderAction((id: string) => unwrap(api.admin.orders[':id']['charge-balance'].$post({ param: { id } })));
