import { createHmac } from 'node:crypto';
import { clientKey } from '../client-key.ts';
import { holdsByKeys, holdsInWeek } from '../db/order-holds.ts';
import type { TransactionSql } from '../db/sql.ts';
import type { ServiceDeps } from '../deps.ts';
import { DomainError } from '../domain-error.ts';

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

// NOTE: an IPv6 client is its /64 (ADR 081): a script rotating the addresses of its own /64 is one client.
export function holdKeys(deps: Pick<ServiceDeps, 'env'>, clientIp: string, email: string): HoldKeys {
  const key = (value: string) => createHmac('sha256', deps.env.SESSION_SECRET).update(value).digest('base64url');
  return { client: key(`ip:${clientKey(clientIp)}`), email: key(`email:${normalizeEmail(email)}`) };
}

/** The cap on live unpaid holds per client address and per e-mail; 0 means no cap. */
export function holdsPerClient(env: ServiceDeps['env']): number {
  return env.UNPAID_HOLDS_PER_CLIENT ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_HOLDS_PER_CLIENT);
}

/**
 * Inside the order's transaction, before it takes a spot: refuse as RATE_LIMITED (429) when this address or this e-mail already holds
 * `limit` unpaid spots. Transaction-scoped advisory locks on both keys (taken in a fixed order) make a burst of parallel
 * requests count one after another, so the cap holds under concurrency.
 */
export async function enforceHoldCap(tx: TransactionSql, keys: HoldKeys, limit: number): Promise<void> {
  if (limit <= 0) return;
  for (const key of [keys.client, keys.email].sort()) await tx`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 2020))`;
  const held = await holdsByKeys(tx, keys);
  if (held.byClient >= limit || held.byEmail >= limit) {
    throw new DomainError('RATE_LIMITED', TOO_MANY_HOLDS, { retryAfterSeconds: UNPAID_HOLD_MINUTES * 60 });
  }
}

/**
 * Inside the order's transaction, before it takes a spot (docs/design.md §22, ADR 159): whether this unpaid checkout may hold one of
 * the week's spots at its service level. At most half of the spots not yet paid for or promised (capacity less paid orders and
 * renewal holds) may be held unpaid, rounded down, so the last free spot is never held: a checkout past that still opens, holding
 * nothing, and its spot is taken when its deposit lands (spot-on-payment.ts). The slot row is locked first, so every order for that
 * week and level counts after the one before it has committed. With the caps off (`enabled` false) every checkout holds its spot.
 */
export async function mayHoldSpot(tx: TransactionSql, date: string, level: string, enabled: boolean): Promise<boolean> {
  if (!enabled) return true;
  const [slot] = await tx<{ capacity: number; booked: number }[]>`
    SELECT capacity, booked FROM delivery_slots WHERE delivery_date = ${date} AND service_level = ${level} FOR UPDATE`;
  if (!slot) return true;
  const held = await holdsInWeek(tx, date, level);
  const remaining = slot.capacity - (slot.booked - held);
  return held < Math.floor(remaining / 2);
}
