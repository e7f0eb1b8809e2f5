import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type OkBody } from '../../../lib/api-client.ts';

/** The calls behind the customer's signed link (docs/design.md §12); the token is the only key, never the order id. */
export const byToken = api['my-order'][':token'];

const getMyOrder = (token: string) => unwrap(byToken.$get({ param: { token } }));

/** The order as its customer sees it, as the route declares it (ADR 019). */
export type MyOrder = OkBody<Awaited<ReturnType<typeof byToken.$get>>>;
export type MyOrderAction = MyOrder['actions']['reschedule'];

/** GET /api/my-order/{token}: the order, with the actions allowed now and their deadlines. */
export const myOrderQueryOptions = (token: string) => queryOptions({ queryKey: ['my-order', token], queryFn: () => getMyOrder(token), retry: false });

export const useMyOrder = (token: string) => useQuery(myOrderQueryOptions(token));
