import { idOfToken, signIdToken } from '../signed-id-token.ts';

const PURPOSE = 'pay-balance-link';

/** The pay-balance token for an order: its id and an HMAC of it, so the link cannot be made from an order id alone. */
export const payBalanceToken = (secret: string, orderId: string): string => signIdToken(secret, PURPOSE, orderId);

/** The order id a token stands for, or null when it is malformed or its signature does not match. */
export const orderIdOfPayToken = (secret: string, token: string): string | null => idOfToken(secret, PURPOSE, token);

/** Where the customer pays the balance on-session (the page is built with the customer's order page, ADR 026). */
export const payBalanceUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, orderId: string) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/pay-balance/${payBalanceToken(env.SESSION_SECRET, orderId)}`;
