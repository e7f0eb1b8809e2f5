import { readLink, signLink, type SignedLink } from './signed-link.ts';

const PURPOSE = 'sdp:quote-deposit-link:v1';

/** The quote and offer version a deposit-link token stands for, or null (malformed, misspelt or tampered: the 404 of an unknown quote). */
export const quoteDepositLinkOf = (secret: string, token: string): SignedLink | null => readLink(secret, PURPOSE, token);

/**
 * The page where a customer pays the deposit of a quoted project (ADR 035): it shows the quote, the balance terms and the consent
 * box, and makes a fresh Checkout Session on each click, so the e-mailed link never expires with a session (docs/design.md §11).
 * The token signs the quote's link version, raised by every offer sent, so only the newest offer's link pays (ADR 080).
 */
export const quoteDepositUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, quoteId: string, linkVersion: number) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/quote-deposit/${signLink(env.SESSION_SECRET, PURPOSE, quoteId, linkVersion)}`;
