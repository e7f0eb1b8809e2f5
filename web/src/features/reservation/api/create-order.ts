import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import type { OrderPayload } from '../../../lib/api/create-stripe-checkout.ts';

/** One order attempt: the request and the Idempotency-Key it is sent with each time (ADR 310). */
export interface OrderAttempt {
  payload: OrderPayload;
  idempotencyKey: string;
}

/** POST /api/orders (docs/design.md §5, embedded flow): validates, checks zone and season, prices and creates the pending order. */
export const createOrder = ({ payload, idempotencyKey }: OrderAttempt) =>
  unwrap(api.orders.$post({ json: payload }, { headers: { 'Idempotency-Key': idempotencyKey } }));

/** No answer came (the network, or the proxy had no API process for a moment): the same attempt may be sent again safely. */
export const orderMayRetry = (failures: number, error: unknown): boolean =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 502 || error.status === 503 || error.status === 504);

// NOTE: a retry sends the same variables, so the same Idempotency-Key: the order the lost answer carried, never a second one.
export const createOrderMutation = { mutationFn: createOrder, retry: orderMayRetry, retryDelay: 1_000 };

export const useCreateOrder = () => useMutation(createOrderMutation);
