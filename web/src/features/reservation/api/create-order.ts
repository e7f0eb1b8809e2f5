import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import type { OrderPayload } from '../../../lib/api/create-stripe-checkout.ts';

/** POST /api/orders (docs/design.md §5, embedded flow): validates, checks zone and season, prices and creates the pending order. */
export const createOrder = (payload: OrderPayload) => unwrap(api.orders.$post({ json: payload }));

export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
