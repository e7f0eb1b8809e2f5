import { isBooked } from '@sdp/shared/constants/business';
import { CONFIRMATION_MESSAGES, fill, type ConfirmedOrder } from '@sdp/shared';
import { ApiError } from '../../../lib/api-fetch.ts';
import type { ConfirmationSearch } from './confirmation-search.ts';

/** What the page must do for its query (docs/product-spec.md §2, §8), completed from the proof kept in session storage (use-confirmation.ts). */
export type ConfirmationPlan =
  | { kind: 'verify-session'; sessionId: string }
  | { kind: 'fetch-intent'; orderId: string; paymentIntent: string }
  | { kind: 'verify-intent'; paymentIntent: string; clientSecret: string }
  | { kind: 'error'; message: string }
  | { kind: 'unavailable'; message: string };

export type ConfirmationView =
  | { status: 'loading' }
  | { status: 'processing' }
  | { status: 'success'; order: ConfirmedOrder }
  | { status: 'error'; message: string }
  | { status: 'unavailable'; message: string };

export function planConfirmation(search: ConfirmationSearch, storedOrderId: string | null | undefined): ConfirmationPlan {
  if (search.session_id) return { kind: 'verify-session', sessionId: search.session_id };
  if (search.payment_intent) {
    if (search.redirect_status === 'failed') return { kind: 'error', message: CONFIRMATION_MESSAGES.cancelled };
    if (search.redirect_status !== 'succeeded' && search.redirect_status !== 'processing') return { kind: 'error', message: CONFIRMATION_MESSAGES.invalidStatus };
    // NOTE: Stripe's return carries the intent's client secret, which proves possession on any device (ADR 021).
    if (search.payment_intent_client_secret) return { kind: 'verify-intent', paymentIntent: search.payment_intent, clientSecret: search.payment_intent_client_secret };
    if (!storedOrderId) return { kind: 'error', message: fill(CONFIRMATION_MESSAGES.orderDataNotFound, { id: search.payment_intent }) };
    return { kind: 'fetch-intent', orderId: storedOrderId, paymentIntent: search.payment_intent };
  }
  return { kind: 'unavailable', message: CONFIRMATION_MESSAGES.unavailable };
}


/** The deposit is still on its way: the API's 409, or an order the server has not yet marked paid. */
export class StillProcessing extends Error {
  constructor() {
    super('Payment is still processing');
    this.name = 'StillProcessing';
  }
}

export function isStillProcessing(error: unknown): boolean {
  return error instanceof StillProcessing || (error instanceof ApiError && error.status === 409);
}

/** A confirmed order is shown only once it is paid; a pending one is still processing; any other state is a failure. */
export function checkPaid(order: ConfirmedOrder): ConfirmedOrder {
  if (isBooked(order.status)) return order;
  if (order.status === 'pending') throw new StillProcessing();
  throw new Error(CONFIRMATION_MESSAGES.verificationFailedContact);
}

/** The message of a verification that did not end in a paid order. */
export function failureView(error: unknown): ConfirmationView {
  if (error instanceof ApiError) return { status: 'error', message: fill(CONFIRMATION_MESSAGES.verificationFailed, { message: error.serverMessage || 'Unknown error' }) };
  if (error instanceof StillProcessing) return { status: 'error', message: fill(CONFIRMATION_MESSAGES.verificationFailed, { message: error.message }) };
  return { status: 'error', message: CONFIRMATION_MESSAGES.verificationFailedContact };
}

/**
 * Ask until the order is paid: while the deposit is still processing, wait `intervalMs` and ask again, for at most
 * `timeoutMs`; any other failure (or running out of time) is thrown to the caller.
 */
export async function pollConfirmation(
  fetchOnce: () => Promise<ConfirmedOrder>,
  options: { intervalMs?: number; timeoutMs?: number; onProcessing?: () => void; sleep?: (ms: number) => Promise<void>; now?: () => number; signal?: AbortSignal } = {},
): Promise<ConfirmedOrder> {
  const { intervalMs = 1500, timeoutMs = 30_000, onProcessing, now = Date.now } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = now();
  for (;;) {
    try {
      return checkPaid(await fetchOnce());
    } catch (error) {
      if (!isStillProcessing(error) || now() - started + intervalMs > timeoutMs || options.signal?.aborted) throw error;
      onProcessing?.();
      await sleep(intervalMs);
      if (options.signal?.aborted) throw error;
    }
  }
}
