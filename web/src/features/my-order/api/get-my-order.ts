import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** The calls behind the customer's signed link (docs/design.md §12); the token is the only key, never the order id. */
export const byToken = api['my-order'][':token'];

/** GET /api/my-order/{token}: the order as its customer sees it, with the actions allowed now and their deadlines. */
export const myOrderQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['my-order', token], queryFn: () => unwrap(byToken.$get({ param: { token } })), retry: false });

export const useMyOrder = (token: string) => useQuery(myOrderQueryOptions(token));
