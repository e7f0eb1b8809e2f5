import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** GET /api/admin/orders/{id} (staff): the order with its ledger, what is paid, refunded and due, and its timeline (docs/design.md §11). */
export const orderDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['order', id], queryFn: () => unwrap(api.admin.orders[':id'].$get({ param: { id } })) });

// NOTE: the dashboards refetch only when asked (docs/product-spec.md §9); a balance being charged is the one state that settles by
// itself within seconds, so the order's page reads it again every 2 s until the worker has an outcome (ADR 028).
const CHARGING = new Set(['scheduled', 'processing']);

export const useOrderDetail = (id: string) =>
  useQuery({
    ...orderDetailQueryOptions(id),
    refetchInterval: (query) => (query.state.data && query.state.data.status === 'delivered' && CHARGING.has(query.state.data.balanceStatus) ? 2000 : false),
  });

// NOTE: one place for the order's money actions, so the run sheet's "Delivered" and the order page's buttons refresh the same lists.
const AFFECTED = [['orders'], ['order'], ['run-sheet'], ['crew-schedule'], ['admin']];

function useOrderAction<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * POST …/deliver: `delivered`, and the balance is charged off-session (saved card) or e-mailed as a link. Before the delivery week only
 * an admin may, with `early` and a reason (docs/design.md §16).
 */
export const useDeliverOrder = () =>
  useOrderAction(({ id, early }: { id: string; early?: { reason: string } }) =>
    unwrap(api.admin.orders[':id'].deliver.$post({ param: { id }, json: early ? { early: true, reason: early.reason } : {} })),
  );

/** POST …/charge-balance: a new attempt at the balance (after a failure, or to charge now). */
export const useChargeBalance = () =>
  useOrderAction((id: string) => unwrap(api.admin.orders[':id']['charge-balance'].$post({ param: { id } })));

/** POST …/refund (admin): part or all of what was collected; never more than collected minus refunded. */
export const useRefundOrder = () =>
  useOrderAction(({ id, amount, reason }: { id: string; amount: string; reason: string }) =>
    unwrap(api.admin.orders[':id'].refund.$post({ param: { id }, json: { amount, ...(reason ? { reason } : {}) } })),
  );

/** POST …/cancel (admin): the spot goes back; the deposit is refunded as the policy says, unless staff chose otherwise. */
export const useCancelOrder = () =>
  useOrderAction(({ id, refundDeposit, reason }: { id: string; refundDeposit?: boolean; reason: string }) =>
    unwrap(api.admin.orders[':id'].cancel.$post({ param: { id }, json: { ...(refundDeposit === undefined ? {} : { refundDeposit }), ...(reason ? { reason } : {}) } })),
  );

/** POST …/revoke-links (staff, ADR 080): every link e-mailed for the order so far stops opening. */
export const useRevokeOrderLinks = () => useOrderAction((id: string) => unwrap(api.admin.orders[':id']['revoke-links'].$post({ param: { id } })));
