import { addDays, sanDiegoMidnight } from '@sdp/shared/pacific-time';
import { readLink, signLink, type SignedLink } from './signed-link.ts';

// NOTE: its own purpose, so a pay-balance or quote-deposit token never opens the order page, nor the reverse (ADR 026).
// The token carries no date: it "expires with the season" because the API refuses it once the order's season is over
// (docs/design.md §12), so a resent link is the same link.
const PURPOSE = 'sdp:my-order-link:v1';

/** The customer's own order-page token: the order id and its link version, signed (never the bare id; ADR 080). */
export const myOrderToken = (secret: string, orderId: string, linkVersion: number): string => signLink(secret, PURPOSE, orderId, linkVersion);

/** The order and link version a my-order token stands for, or null when it is malformed, misspelt or forged. */
export const myOrderLinkOf = (secret: string, token: string): SignedLink | null => readLink(secret, PURPOSE, token);

/** The link every customer e-mail about an order carries (docs/design.md §12), at the order's current link version. */
export const myOrderUrl = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, orderId: string, linkVersion: number) =>
  `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/my-order/${myOrderToken(env.SESSION_SECRET, orderId, linkVersion)}`;

/** How long after the season's last work day the link keeps working (ADR 046). */
const LINK_GRACE_DAYS = 30;

/**
 * When an order's my-order link stops working, from its season (ADR 046): 00:00 San Diego time after 30 full days past the later of the
 * season's removal day (December 1, docs/product-spec.md §9) and the end of its last delivery week. Fall 2027: through December 31, 2027.
 */
export function myOrderLinkExpiresAt(season: { year: number; deliveryDates: readonly string[]; pickupDates?: readonly string[] }): Date {
  // NOTE: the season's last pick-up day when it has its own (docs/design.md §26), so the link outlives every pick-up by 30 days.
  const removalDay = [`${season.year}-12-01`, ...(season.pickupDates ?? [])].sort().at(-1)!;
  const lastWeekEnds = addDays(season.deliveryDates.at(-1) ?? removalDay, 6);
  const lastWorkDay = lastWeekEnds > removalDay ? lastWeekEnds : removalDay;
  return sanDiegoMidnight(addDays(lastWorkDay, LINK_GRACE_DAYS + 1));
}
