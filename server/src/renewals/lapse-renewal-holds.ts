import { sanDiegoDate, type ServiceLevel } from '@sdp/shared';
import { lapsedOffers, markExpired, recordSpotNotices } from '../db/renewals.ts';
import { recordEvents, withEvents, type OutboxDeps } from '../outbox.ts';
import { returnSpots } from '../season/season.ts';

const BATCH = 500;

/**
 * Holds not taken by their end (docs/design.md §18, ADR 111): each offer expires, the spot it held goes back to everyone, and the
 * waitlist hears that spots opened, once per person, season and day. Offers whose household is paying (the order holds the spot)
 * expire without a spot to give back; their order keeps it. Batches of 500 with SKIP LOCKED, so two sweeps never expire one offer
 * twice and a sweep never waits on a household accepting. Returns what it did.
 */
export async function lapseRenewalHolds(deps: OutboxDeps, now: Date): Promise<{ expired: number; released: number; told: number }> {
  const done = { expired: 0, released: 0, told: 0 };
  for (;;) {
    const batch = await withEvents(deps, async (tx) => {
      const offers = await lapsedOffers(tx, now, BATCH);
      if (offers.length === 0) return 0;
      const back = new Map<string, number>();
      for (const o of offers.filter((x) => x.slot_held)) back.set(`${o.delivery_date}|${o.service_type}`, (back.get(`${o.delivery_date}|${o.service_type}`) ?? 0) + 1);
      for (const [key, count] of back) {
        const [date, level] = key.split('|') as [string, ServiceLevel];
        await returnSpots(tx, date, level, count);
      }
      await markExpired(tx, offers.map((o) => o.id), now);
      const released = [...back.values()].reduce((a, b) => a + b, 0);
      done.expired += offers.length;
      done.released += released;
      if (released > 0) {
        for (const year of new Set(offers.filter((o) => o.slot_held).map((o) => o.season_year))) {
          const told = await recordSpotNotices(tx, year, sanDiegoDate(now));
          await recordEvents(tx, 'waitlist.spots_opened', told.map((entryId) => ({ entryId, year })));
          done.told += told.length;
        }
      }
      return offers.length;
    });
    if (batch < BATCH) return done;
  }
}
