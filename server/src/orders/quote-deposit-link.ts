import { idOfSignedToken, signedIdToken } from './signed-link.ts';

const PURPOSE = 'sdp:quote-deposit-link:v1';

/** The quote id a deposit-link token stands for, or null (malformed or tampered: the same 404 as an unknown quote). */
export const quoteIdOfDepositToken = (secret: string, token: string): string | null => idOfSignedToken(secret, PURPOSE, token);

/**
 * The page where a customer pays the deposit of a quoted project (ADR 035): it shows the quote, the balance terms and the consent
 * box, and makes a fresh Checkout Session on each click, so the e-mailed link never expires with a session (docs/design.md §11).
 */
export const quoteDepositUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, quoteId: string) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/quote-deposit/${signedIdToken(env.SESSION_SECRET, PURPOSE, quoteId)}`;
