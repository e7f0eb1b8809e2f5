import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../api-client.ts';
import { orderMayRetry } from '../ordering/order-retry.ts';

/** The order payload of docs/product-spec.md §3 (ids + addOnQuantities reading), as the API's orderPayloadSchema takes it. */
export type OrderPayload = InferRequestType<(typeof api)['create-stripe-checkout']['$post']>['json'];

/** One hosted checkout attempt: the request and the Idempotency-Key it is sent with each time (ADR 310, 321). */
export interface CheckoutAttempt {
  payload: OrderPayload;
  idempotencyKey: string;
}

/** POST /api/create-stripe-checkout (hosted flow): creates the pending order and answers the Stripe Checkout URL. */
export const createStripeCheckout = ({ payload, idempotencyKey }: CheckoutAttempt) =>
  unwrap(api['create-stripe-checkout'].$post({ json: payload }, { headers: { 'Idempotency-Key': idempotencyKey } }));

// NOTE: a retry after no answer sends the same variables, so the same key: the session the lost answer carried, never a second order.
export const useCreateStripeCheckout = () => useMutation({ mutationFn: createStripeCheckout, retry: orderMayRetry, retryDelay: 1_000 });
