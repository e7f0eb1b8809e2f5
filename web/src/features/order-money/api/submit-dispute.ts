import { api, unwrap } from '../../../lib/api-client.ts';
import { useOrderAction } from './order-action.ts';

/** POST …/dispute/submit: the assembled evidence goes to Stripe in one tap (the server keys the call by the dispute, so twice is once). */
export const useSubmitDispute = () =>
  useOrderAction((id: string) => unwrap(api.admin.orders[':id'].dispute.submit.$post({ param: { id } })));
