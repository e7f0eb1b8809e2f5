import { readLink, signLink, type SignedLink } from '../orders/signed-link.ts';

// NOTE: its own purpose: an unsubscribe token (or any other link's) never passes for a re-join token, nor the other way round.
const PURPOSE = 'sdp:waitlist-rejoin:v1';

/** How long a re-join link stays good after it was e-mailed (ADR 083): long enough to find the mail, short enough to go stale. */
export const REJOIN_LINK_DAYS = 7;

/**
 * The link that puts an address that unsubscribed back on the waitlist (ADR 083), signed at the entry's `rejoin_link_version`:
 * each new request raises the version, so only the newest link e-mailed works.
 */
export const rejoinToken = (secret: string, entryId: string, version: number): string => signLink(secret, PURPOSE, entryId, version);

/** The entry and version a token stands for, or null when it is malformed, misspelt or forged. */
export const readRejoinToken = (secret: string, token: string): SignedLink | null => readLink(secret, PURPOSE, token);

/** The page that asks the person to confirm; it works without signing in. */
export const rejoinUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, entryId: string, version: number) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/waitlist/rejoin/${rejoinToken(env.SESSION_SECRET, entryId, version)}`;
