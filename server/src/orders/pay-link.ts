import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../db/is-uuid.ts';

// NOTE: the key is derived from SESSION_SECRET for this one purpose (ADR 026), so a token can never pass as a session or the reverse.
const keyOf = (secret: string) => createHmac('sha256', secret).update('sdp:pay-balance-link:v1').digest();
const mac = (secret: string, orderId: string) => createHmac('sha256', keyOf(secret)).update(orderId).digest('base64url');

/** The pay-balance token for an order: its id and an HMAC of it, so the link cannot be made from an order id alone. */
export function payBalanceToken(secret: string, orderId: string): string {
  return `${Buffer.from(orderId.replaceAll('-', ''), 'hex').toString('base64url')}.${mac(secret, orderId)}`;
}

/** The order id a token stands for, or null when it is malformed or its signature does not match. */
export function orderIdOfPayToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const hex = Buffer.from(match[1]!, 'base64url').toString('hex');
  const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (!isUuid(orderId)) return null;
  const expected = Buffer.from(mac(secret, orderId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : null;
}

/** Where the customer pays the balance on-session (the page is built with the customer's order page, ADR 026). */
export const payBalanceUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, orderId: string) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/pay-balance/${payBalanceToken(env.SESSION_SECRET, orderId)}`;
