import { idOfSignedToken, signedIdToken } from './signed-link.ts';

// NOTE: the key is derived from SESSION_SECRET for this one purpose (ADR 026), so a token can never pass as a session or the reverse.
const PURPOSE = 'sdp:pay-balance-link:v1';

/** The pay-balance token for an order: its id and an HMAC of it, so the link cannot be made from an order id alone. */
export const payBalanceToken = (secret: string, orderId: string): string => signedIdToken(secret, PURPOSE, orderId);

/** The order id a token stands for, or null when it is malformed or its signature does not match. */
export const orderIdOfPayToken = (secret: string, token: string): string | null => idOfSignedToken(secret, PURPOSE, token);

/** Where the customer pays the balance on-session (the page is built with the customer's order page, ADR 026). */
export const payBalanceUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, orderId: string) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/pay-balance/${payBalanceToken(env.SESSION_SECRET, orderId)}`;
