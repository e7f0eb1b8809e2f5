import { readLink, signLink } from '../orders/signed-link.ts';

// NOTE: its own purpose, so the key differs from the pay-balance and quote-deposit links' (ADR 037): no token passes for another.
const PURPOSE = 'sdp:waitlist-unsubscribe:v1';

/** The unsubscribe token of a waitlist entry (ADR 037): signed, so it names one entry and cannot be made from another's id. */
export const unsubscribeToken = (secret: string, entryId: string): string => signLink(secret, PURPOSE, entryId, 0);

// NOTE: version 0 always: an unsubscribe link has nothing to revoke, it only ever takes an address off the list.
/** The entry a token stands for, or null when it is malformed, misspelt or forged. */
export const entryIdOfUnsubscribeToken = (secret: string, token: string): string | null => readLink(secret, PURPOSE, token)?.id ?? null;

/** The page that confirms the unsubscribe; it works without signing in. */
export const unsubscribeUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, entryId: string) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/waitlist/unsubscribe/${unsubscribeToken(env.SESSION_SECRET, entryId)}`;
