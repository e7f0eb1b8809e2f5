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

export const WEEK_HOLDS_FULL = 'Many reservations for that week are waiting for payment right now. Please choose another week, or try again in a few minutes.';

/**
 * Inside the order's transaction, before it takes a spot (ADR 081): at most half of a week's capacity at one service level may be
 * held by unpaid orders, so scripts from any number of addresses can never book a week out; paying customers still fill it. The
 * slot row is locked first, so every order for that week and level counts after the one before it has committed.
 */
export async function enforceWeekHoldCap(tx: TransactionSql, date: string, level: string, enabled: boolean): Promise<void> {
  if (!enabled) return;
  const [slot] = await tx<{ capacity: number }[]>`
    SELECT capacity FROM delivery_slots WHERE delivery_date = ${date} AND service_level = ${level} FOR UPDATE`;
  if (!slot) return;
  if ((await holdsInWeek(tx, date, level)) >= Math.max(1, Math.floor(slot.capacity / 2))) {
    throw new DomainError('CONFLICT', WEEK_HOLDS_FULL, { issues: [{ path: 'deliveryDate', message: WEEK_HOLDS_FULL }] });
  }
}
