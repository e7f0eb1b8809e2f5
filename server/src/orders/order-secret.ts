import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The order secret (ADR 021) as the domain keeps it: made once, stored as its hash, compared in constant time. How a request
// carries it is the API's (api/src/features/orders/presented-order-secret.ts).

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** A fresh order secret (256 random bits, base64url) and the hash that is all the database keeps of it. */
export function newOrderSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: sha256(secret) };
}

/**
 * The order secret of an order made under an Idempotency-Key (ADR 310): derived from the key with the server's secret, so a
 * retry of the same request is answered the same secret while the database still keeps only its hash.
 */
export function orderSecretForKey(serverSecret: string, idempotencyKey: string): { secret: string; hash: string } {
  const secret = createHmac('sha256', serverSecret).update(`order-secret:${idempotencyKey}`).digest('base64url');
  return { secret, hash: sha256(secret) };
}

/** The hash stored for a secret Stripe issued (a PaymentIntent's client secret). */
export const hashSecret = (secret: string): string => sha256(secret);

/** Whether a presented secret is the one whose hash is stored; false for a missing secret or an order without one. */
export function secretMatches(storedHash: string | null | undefined, presented: string | null | undefined): boolean {
  if (!storedHash || !presented || presented.length > 512) return false;
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(sha256(presented), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
