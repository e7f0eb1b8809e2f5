import { readLink, signLink, type SignedLink } from './signed-link.ts';

// NOTE: the key is derived from SESSION_SECRET for this one purpose (ADR 026), so a token can never pass as a session or the reverse.
const PURPOSE = 'sdp:pay-balance-link:v1';

/** The pay-balance token for an order: its id and link version, signed, so the link cannot be made from an order id alone (ADR 080). */
export const payBalanceToken = (secret: string, orderId: string, linkVersion: number): string => signLink(secret, PURPOSE, orderId, linkVersion);

/** The order and link version a token stands for, or null when it is malformed, misspelt or forged. */
export const payLinkOf = (secret: string, token: string): SignedLink | null => readLink(secret, PURPOSE, token);

/**
 * Where the customer pays the balance on-session (the page is built with the customer's order page, ADR 026). It opens while
 * the order's page does (ADR 080: it expires with the season) and until the order's links are revoked.
 */
export const payBalanceUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, orderId: string, linkVersion: number) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/pay-balance/${payBalanceToken(env.SESSION_SECRET, orderId, linkVersion)}`;
