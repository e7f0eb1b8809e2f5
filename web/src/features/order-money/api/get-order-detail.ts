import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

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
