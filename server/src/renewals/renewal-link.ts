import { readLink, signLink, type SignedLink } from '../orders/signed-link.ts';

// NOTE: its own purpose, so no other e-mailed token (my-order, pay-balance, quote deposit) opens a renewal offer, nor the reverse.
const PURPOSE = 'sdp:renewal-offer:v1';

/** The /renew token of an offer: its id and link version, signed (ADR 111). */
export const renewalToken = (secret: string, offerId: string, linkVersion: number): string => signLink(secret, PURPOSE, offerId, linkVersion);

/** The offer and link version a /renew token stands for, or null when it is malformed, misspelt or forged. */
export const renewalLinkOf = (secret: string, token: string): SignedLink | null => readLink(secret, PURPOSE, token);

/** The link the renewal e-mail carries. */
export const renewalUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, offerId: string, linkVersion: number) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/renew/${renewalToken(env.SESSION_SECRET, offerId, linkVersion)}`;
