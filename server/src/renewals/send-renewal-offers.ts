import { sanDiegoDate, type ServiceLevel } from '@sdp/shared';
import { renewalHoldEnds } from '@sdp/shared/renewal-hold';
import { getCatalog } from '../catalog/catalog-cache.ts';
import { insertOffers, renewalCandidates, type RenewalCandidate } from '../db/renewals.ts';
import { recordEvents, withEvents, type OutboxDeps } from '../outbox.ts';
import { lockWeekRoom, takeSpots } from '../season/season.ts';
import { lockSeasonTable, recordRenewalOffersSent, seasonAt, type SeasonRow } from '../season/season-rows.ts';
import { weeksByNearness } from './nearest-week.ts';

/** What one sending did: offers made, and households left without one (no week with a spot, or their package is retired). */
export interface RenewalSending {
  year: number;
  offered: number;
  noSpot: number;
  packageRetired: number;
}

const INSERT_CHUNK = 2_000;

/**
 * Offer every household with a completed order last season its porch again, each with a spot held (docs/design.md §18, ADR 111).
 * One transaction under the season table's lock, which the scheduler and the staff button both take: whichever comes second
 * finds the households offered already and makes no second offer (UNIQUE (season_year, customer_id) stands behind it). The
 * weeks' rows are locked while spots are shared out, nearest week first, so public booking never takes a spot twice.
 * `trigger` 'schedule' sends only once per season (renewal_offers_sent_at); the staff button also reaches households whose
 * order was completed since. Returns null when there is no season.
 */
export async function sendRenewalOffers(
  deps: OutboxDeps,
  now: Date,
  trigger: 'schedule' | 'staff',
): Promise<RenewalSending | null> {
  // NOTE: the scheduler asks every minute; most minutes nothing is due, and a read without the lock says so.
  if (trigger === 'schedule' && !dueAt(await seasonAt(deps.sql, now), now)) return null;
  const catalog = await getCatalog(deps.sql);
  const sending = await withEvents(deps, async (tx) => {
    await lockSeasonTable(tx);
    const at = await seasonAt(tx, now);
    if (!at) return null;
    const season = at.season;
    if (trigger === 'schedule' && !dueAt(at, now)) return null;
    const today = sanDiegoDate(now);
    const weeks = season.deliveryDates.filter((d) => d > today);
    const candidates = await renewalCandidates(tx, season.year, season.year - 1);
    const room = new Map((await lockWeekRoom(tx, weeks)).map((r) => [`${r.date}|${r.level}`, r.free]));
    const holdUntil = renewalHoldEnds(now, season.renewalHoldDays);
    const result: RenewalSending = { year: season.year, offered: 0, noSpot: 0, packageRetired: 0 };
    const rows: Parameters<typeof insertOffers>[1] = [];
    for (const c of candidates) {
      if (!catalog.packagesById.has(c.package_id)) {
        result.packageRetired += 1;
        continue;
      }
      const week = nearestWithRoom(c, weeks, room);
      if (!week) {
        result.noSpot += 1;
        continue;
      }
      rows.push({ season_year: season.year, customer_id: c.customer_id, last_order_id: c.last_order_id, delivery_date: week, service_type: c.service_type, hold_until: holdUntil, offered_at: now });
    }
    const taken = new Map<string, number>();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const made = await insertOffers(tx, rows.slice(i, i + INSERT_CHUNK));
      for (const offer of made) taken.set(`${offer.delivery_date}|${offer.service_type}`, (taken.get(`${offer.delivery_date}|${offer.service_type}`) ?? 0) + 1);
      await recordEvents(tx, 'renewal.offered', made.map((offer) => ({ offerId: offer.id })));
      result.offered += made.length;
    }
    for (const [key, count] of taken) {
      const [date, level] = key.split('|') as [string, ServiceLevel];
      await takeSpots(tx, date, level, count);
    }
    await recordRenewalOffersSent(tx, season.year, now);
    return result;
  });
  return sending;
}

/** Whether the scheduler should send now: the season's renewalOffersAt has come and nobody has sent its offers yet. */
const dueAt = (at: { season: SeasonRow } | null, now: Date) =>
  at !== null && at.season.renewalOffersSentAt === null && Date.parse(at.season.renewalOffersAt) <= now.getTime();

/** The week nearest last year's with a spot at its service level, taking that spot from `room`. */
function nearestWithRoom(c: RenewalCandidate, weeks: string[], room: Map<string, number>): string | null {
  for (const week of weeksByNearness(c.delivery_date, weeks)) {
    const key = `${week}|${c.service_type}`;
    const free = room.get(key) ?? 0;
    if (free > 0) {
      room.set(key, free - 1);
      return week;
    }
  }
  return null;
}
