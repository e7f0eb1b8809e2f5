import { readLink, signLink, type SignedLink } from '../orders/signed-link.ts';

// NOTE: its own purpose (ADR 124): a review-note token opens the note page only, never the order page or a payment, nor the reverse.
const PURPOSE = 'sdp:review-note-link:v1';

/** The token of an order's private-note page, at the order's link version (staff revoking the order's links revokes this one too). */
export const reviewNoteToken = (secret: string, orderId: string, linkVersion: number): string => signLink(secret, PURPOSE, orderId, linkVersion);

/** The order and link version a review-note token stands for, or null when it is malformed, misspelt or forged. */
export const reviewNoteLinkOf = (secret: string, token: string): SignedLink | null => readLink(secret, PURPOSE, token);

/** The private-note page's address, as the review request e-mails it. */
export const reviewNoteUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, orderId: string, linkVersion: number) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/review/${reviewNoteToken(env.SESSION_SECRET, orderId, linkVersion)}`;
