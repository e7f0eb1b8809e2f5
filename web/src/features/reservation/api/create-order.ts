import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { orderMayRetry } from '../../../lib/ordering/order-retry.ts';
import type { OrderPayload } from '../../../lib/api/create-stripe-checkout.ts';

/** One order attempt: the request and the Idempotency-Key it is sent with each time (ADR 310). */
export interface OrderAttempt {
  payload: OrderPayload;
  idempotencyKey: string;
}

/** POST /api/orders (docs/design.md §5, embedded flow): validates, checks zone and season, prices and creates the pending order. */
export const createOrder = ({ payload, idempotencyKey }: OrderAttempt) =>
  unwrap(api.orders.$post({ json: payload }, { headers: { 'Idempotency-Key': idempotencyKey } }));


// NOTE: a retry sends the same variables, so the same Idempotency-Key: the order the lost answer carried, never a second one.
export const createOrderMutation = { mutationFn: createOrder, retry: orderMayRetry, retryDelay: 1_000 };

export const useCreateOrder = () => useMutation(createOrderMutation);
