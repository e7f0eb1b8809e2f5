import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../api-client.ts';

/** The order payload of docs/product-spec.md §3 (ids + addOnQuantities reading), as the API's orderPayloadSchema takes it. */
export type OrderPayload = InferRequestType<(typeof api)['create-stripe-checkout']['$post']>['json'];

/** POST /api/create-stripe-checkout (hosted flow): creates the pending order and answers the Stripe Checkout URL. */
export const createStripeCheckout = (payload: OrderPayload) => unwrap(api['create-stripe-checkout'].$post({ json: payload }));

export const useCreateStripeCheckout = () => useMutation({ mutationFn: createStripeCheckout });
