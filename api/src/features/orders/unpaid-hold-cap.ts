import { createHmac } from 'node:crypto';
import type { TransactionSql } from '@sdp/server/db/sql';
import type { AppDeps } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';

/** How long an unpaid order keeps its delivery spot (ADR 020): Stripe's shortest Checkout Session lifetime. */
export const UNPAID_HOLD_MINUTES = 30;

const DEFAULT_HOLDS_PER_CLIENT = 3;

export const TOO_MANY_HOLDS =
  `You already have reservations waiting for payment. Please finish paying for one of them, or try again in ${UNPAID_HOLD_MINUTES} minutes when they expire.`;

/** Who is asking for a hold, as keyed hashes: the client's address and the normalized e-mail are never stored themselves. */
export interface HoldKeys {
  client: string;
  email: string;
}

/**
 * One mailbox, one key: lower case, without a "+tag", and for Gmail without dots (Gmail delivers all of those to the same
 * person, so a script rotating them is one customer).
 */
export function normalizeEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const box = local.split('+')[0]!;
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? box.replace(/\./g, '') : box}@${gmail ? 'gmail.com' : domain}`;
}

export function holdKeys(deps: Pick<AppDeps, 'env'>, clientIp: string, email: string): HoldKeys {
  const key = (value: string) => createHmac('sha256', deps.env.SESSION_SECRET).update(value).digest('base64url');
  return { client: key(`ip:${clientIp}`), email: key(`email:${normalizeEmail(email)}`) };
}

/** The cap on live unpaid holds per client address and per e-mail; 0 means no cap. */
export function holdsPerClient(env: AppDeps['env']): number {
  return env.UNPAID_HOLDS_PER_CLIENT ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_HOLDS_PER_CLIENT);
}

/**
 * Inside the order's transaction, before it takes a spot: refuse with 429 when this address or this e-mail already holds
 * `limit` unpaid spots. Transaction-scoped advisory locks on both keys (taken in a fixed order) make a burst of parallel
 * requests count one after another, so the cap holds under concurrency.
 */
export async function enforceHoldCap(tx: TransactionSql, keys: HoldKeys, limit: number): Promise<void> {
  if (limit <= 0) return;
  for (const key of [keys.client, keys.email].sort()) await tx`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 2020))`;
  const [row] = await tx<{ by_client: number; by_email: number }[]>`
    SELECT count(*) FILTER (WHERE hold_client_key = ${keys.client})::int AS by_client,
           count(*) FILTER (WHERE hold_email_key = ${keys.email})::int AS by_email
    FROM orders
    WHERE status IN ('pending', 'payment_failed') AND NOT slot_released
      AND (hold_client_key = ${keys.client} OR hold_email_key = ${keys.email})`;
  if (row!.by_client >= limit || row!.by_email >= limit) {
    throw new ApiError('RATE_LIMITED', TOO_MANY_HOLDS, { headers: { 'Retry-After': String(UNPAID_HOLD_MINUTES * 60) } });
  }
}
