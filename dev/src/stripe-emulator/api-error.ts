import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error' | 'authentication_error';

/** An error in Stripe's wire shape: `{ error: { type, code, message, param } }` with the status Stripe uses for it. */
export class StripeApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string; doc_url?: string; charge?: string; payment_intent?: unknown; setup_intent?: unknown; payment_method?: unknown } = {},
  ) {
    super(message);
  }

  toBody() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const missing = (kind: string, id: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });

export const invalidParam = (param: string, message: string, code = 'parameter_invalid') =>
  new StripeApiError(400, 'invalid_request_error', message, { code, param });

export const missingParam = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param });

export const unexpectedState = (message: string) =>
  new StripeApiError(400, 'invalid_request_error', message, { code: 'payment_intent_unexpected_state' });

/** Hono error handler that answers every failure in Stripe's shape (never an HTML page to an SDK). */
export function stripeErrorHandler(err: Error, c: Context) {
  if (err instanceof StripeApiError) return c.json(err.toBody(), err.status);
  console.error('[stripe-emulator] internal error', err);
  return c.json({ error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe emulator.' } }, 500);
}

/** The object stored under `id`, or Stripe's 404 resource_missing for it. */
export function findOr404<T>(objects: ReadonlyMap<string, T>, kind: string, id: string): T {
  const object = objects.get(id);
  if (object === undefined) throw missing(kind, id);
  return object;
}
