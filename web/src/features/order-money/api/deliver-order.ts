import { api, unwrap } from '../../../lib/api-client.ts';
import { useOrderAction } from './order-action.ts';

/**
 * POST …/deliver: `delivered`, and the balance is charged off-session (saved card) or e-mailed as a link. Before the delivery week only
 * an admin may, with `early` and a reason (docs/design.md §16).
 */
export const useDeliverOrder = () =>
  useOrderAction(({ id, early }: { id: string; early?: { reason: string } }) =>
    unwrap(api.admin.orders[':id'].deliver.$post({ param: { id }, json: early ? { early: true, reason: early.reason } : {} })),
  );
