import { createHash } from 'node:crypto';
import type { OrderPayload } from '@sdp/shared';
import { breakdownOf, orderByIdempotencyKey } from '../db/orders.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { DomainError } from '../domain-error.ts';
import type { NewOrder } from './create-order.ts';
import { orderSecretForKey } from './order-secret.ts';

// One order per order attempt (ADR 310, docs/design.md §22): the browser makes a UUID for an attempt and sends it as the
// Idempotency-Key of POST /api/orders, and again on every retry of that attempt. The order keeps the key (a unique column, as a
// photo keeps the phone's clientId, ADR 146), so a retry after an answer that never arrived gets the same order, never a second
// unpaid hold.

/** How long a key answers with the order it made: a day, as long as Stripe keeps its own idempotency keys. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different order request. Send the same request again to get that order, or a new key for a new order.';
export const KEY_MALFORMED = 'Idempotency-Key must be a UUID made by the client for this order attempt.';

/** One order attempt: its key, and a hash of the request it came with (the same key with another request is refused). */
export interface OrderAttempt {
  key: string;
  requestHash: string;
}

/** JSON with the keys of every object in order, so the same request hashes the same however its fields were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, inner]) => `${JSON.stringify(k)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The attempt a request names: its key (a UUID, in the one spelling PostgreSQL answers with) and its request's hash. A hosted
 * checkout's hash names its flow too (ADR 321), so one key sent to both order routes is two requests, never one order twice.
 */
export const orderAttempt = (key: string, payload: OrderPayload, flow: 'embedded' | 'hosted' = 'embedded'): OrderAttempt => ({
  key: key.toLowerCase(),
  requestHash: createHash('sha256').update(canonical(flow === 'hosted' ? { flow, payload } : payload)).digest('hex'),
});

/** The instant before which an order no longer answers for its key. */
export const keysSince = (now: Date): Date => new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);

/**
 * The answer to an attempt that already made its order: the same order, id and secret (the secret is derived from the key, so it
 * need not be stored), as it stands now. Null when the key made no order (or too long ago); 422 when it came with another request.
 */
export async function earlierAnswer(deps: Pick<ServiceDeps, 'sql' | 'env' | 'now'>, attempt: OrderAttempt): Promise<(NewOrder & { replayed: true }) | null> {
  const row = await orderByIdempotencyKey(deps.sql, attempt.key, keysSince(currentTime(deps)));
  if (!row) return null;
  if (row.request_hash !== attempt.requestHash) throw new DomainError('UNPROCESSABLE', KEY_REUSED);
  return {
    orderId: row.id,
    orderSecret: orderSecretForKey(deps.env.SESSION_SECRET, attempt.key).secret,
    serviceType: row.service_type,
    packageName: row.package_name,
    customerEmail: row.customer_email,
    deliveryDate: row.delivery_date,
    breakdown: breakdownOf(row),
    balanceConsent: row.balance_consent_at !== null,
    replayed: true,
  };
}

/** Whether a failed insert lost the race for its key to another request of the same attempt (which committed first). */
export const lostKeyRace = (err: unknown): boolean =>
  (err as { code?: string }).code === '23505' && (err as { constraint_name?: string }).constraint_name === 'orders_idempotency_key_idx';
