import { SERVICE_LEVELS, sanDiegoDate, type PerLevel, type SeasonProposal } from '@sdp/shared';
import { calendarDayInWords } from '@sdp/shared/pacific-time';
import { notifyWaitlist, waitlistToNotify } from '@sdp/server/waitlist/notify-waitlist';
import { withEvents, type OutboxDeps } from '@sdp/server/outbox';
import { checkAt, seasonSettingsEntries, seasonWeeksChecks } from '@sdp/shared/schemas/season-settings';
import * as v from 'valibot';
import type { Sql } from '@sdp/server/db/sql';
import { ApiError } from '../../lib/errors.ts';
import { refuseRenewalWindow } from './season-settings.ts';
import { seasonPattern } from '../../db/seed/season-dates.ts';
import { insertNextSeason, lockSeasons, newestSeasonYear, openSeasonBooking } from '@sdp/server/season/season-changes';
import { defaultRenewalOffersAt, loadSeasonRows, seasonAt } from '@sdp/server/season/season-rows';
import { moveSaleCodeWindow } from '@sdp/server/season/sale-code-window';
import { assertSavingsPayable } from '@sdp/server/season/season-savings';

/** POST /api/season/rollover: the next season's year and the same fields as the season settings (ADR 036). */
const rollOverObject = v.object({
  ...seasonSettingsEntries,
  year: v.pipe(v.number('Year must be a number'), v.integer('Year must be a whole number'), v.minValue(2024, 'Year must be 2024 or later'), v.maxValue(2100, 'Year must be 2100 or earlier')),
});
type RollOverInput = v.InferOutput<typeof rollOverObject>;
export const rollOverSchema = v.pipe(
  rollOverObject,
  ...seasonWeeksChecks<RollOverInput>(),
  checkAt<RollOverInput>('deliveryDates', (s) => s.deliveryDates.every((d) => d.startsWith(`${s.year}-`)), 'Every delivery date must fall in the season year'),
  checkAt<RollOverInput>('bookingDeadline', (s) => s.bookingDeadline.startsWith(`${s.year}-`), 'The booking deadline must fall in the season year'),
  checkAt<RollOverInput>('bookingOpensAt', (s) => !s.bookingOpensAt || s.bookingOpensAt.slice(0, 10) <= s.bookingDeadline, 'Booking must open before its deadline'),
);
export type RollOver = v.InferOutput<typeof rollOverSchema>;

/**
 * Next season proposed by the same pattern (docs/design.md §13): the year after the newest season (never one already past), the
 * four Mondays of October, booking and sale windows; capacity per week and the policy numbers carried over from the newest season.
 */
export async function proposeNextSeason(sql: Sql, now: Date): Promise<SeasonProposal> {
  const seasons = await loadSeasonRows(sql);
  const newest = seasons.at(-1);
  const today = sanDiegoDate(now);
  const thisYear = Number(today.slice(0, 4));
  const year = Math.max(newest ? newest.year + 1 : thisYear, today.slice(5) >= '08-01' ? thisYear + 1 : thisYear);
  const pattern = seasonPattern(year);
  const slots = newest
    ? await sql<{ delivery_date: string; service_level: 'white-glove' | 'drop-off'; capacity: number }[]>`
        SELECT delivery_date, service_level, capacity FROM delivery_slots WHERE delivery_date = ANY(${newest.deliveryDates}::date[])`
    : [];
  const carried = (i: number): PerLevel => Object.fromEntries(SERVICE_LEVELS.map((level) => {
    const date = newest?.deliveryDates[Math.min(i, newest.deliveryDates.length - 1)];
    const slot = slots.find((s) => s.delivery_date === date && s.service_level === level);
    return [level, slot?.capacity ?? pattern.capacity[level][i] ?? 0];
  })) as PerLevel;
  return {
    year,
    deliveryDates: pattern.deliveryDates,
    capacity: Object.fromEntries(pattern.deliveryDates.map((d, i) => [d, carried(i)])),
    bookingOpensAt: pattern.bookingOpensAt,
    saleStartsAt: pattern.saleStartsAt,
    saleEndsAt: pattern.saleEndsAt,
    promoBannerEndsAt: pattern.promoBannerEndsAt,
    bookingDeadline: pattern.bookingDeadline,
    peakSeasonAt: pattern.peakSeasonAt,
    freeChangeDays: newest?.freeChangeDays ?? 7,
    refundableDepositPercent: newest?.refundableDepositPercent ?? 50,
    neighbourDiscount: (newest?.neighbourDiscountCents ?? 0) / 100,
  };
}

/**
 * Add the next season as its own row with its delivery weeks (ADR 036), carrying the newest season's sale code and moving that
 * code's window with the sale (ADR 073). Earlier seasons, their slots and every order stay as they are. A year that exists, or one
 * not after the newest season, is 409.
 */
export async function rollSeasonOver(sql: Sql, input: RollOver, now: Date): Promise<void> {
  const dates = [...input.deliveryDates].sort();
  // NOTE: left out, the offers go at the default moment (ADR 111), which the new season's form will show and check.
  refuseRenewalWindow({ ...input, renewalOffersAt: input.renewalOffersAt ?? defaultRenewalOffersAt(input.year) }, now);
  // NOTE: a saving left out is carried from the newest season (insertNextSeason); it must leave a payable deposit too (ADR 157).
  const newest = (await loadSeasonRows(sql)).at(-1);
  await assertSavingsPayable(sql, input, { referralCents: newest?.referralDiscountCents ?? 2500, neighbourCents: newest?.neighbourDiscountCents ?? 0 });
  await sql.begin(async (tx) => {
    await lockSeasons(tx);
    const newest = await newestSeasonYear(tx);
    if (newest && input.year <= newest) {
      throw new ApiError('CONFLICT', `The ${newest} season is already set up; the next season to open is ${newest + 1}.`, { issues: [{ path: 'year', message: `Choose ${newest + 1} or later` }] });
    }
    const taken = await tx<{ delivery_date: string }[]>`SELECT DISTINCT delivery_date FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[]) AND booked > 0`;
    if (taken.length) throw new ApiError('CONFLICT', `${calendarDayInWords(taken[0]!.delivery_date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })} already has bookings from another season`);
    await insertNextSeason(tx, input, dates);
    await moveSaleCodeWindow(tx, input.year, now);
    const rows = dates.flatMap((d) => SERVICE_LEVELS.map((l) => ({ delivery_date: d, service_level: l, capacity: input.capacity[d]![l] })));
    await tx`INSERT INTO delivery_slots ${tx(rows)} ON CONFLICT (delivery_date, service_level) DO UPDATE SET capacity = EXCLUDED.capacity`;
  });
}

/**
 * Staff open booking for the season being sold (docs/design.md §13): an opening date still ahead moves to now, and everyone on
 * the waitlist who has not been told about this season gets one `waitlist.booking_opened` event. The notice row is the "once":
 * pressing the button again tells nobody twice. 409 when there is no season to open, or it is not the year staff saw.
 */
/** POST /api/season/open-booking: the year staff saw on the screen, so a click never opens a season they were not looking at. */
export const openBookingSchema = v.object({ year: v.pipe(v.number('Year must be a number'), v.integer('Year must be a whole number')) });

export async function openBooking(deps: OutboxDeps, now: Date, expectedYear: number): Promise<{ year: number; notified: number }> {
  return withEvents(deps, async (tx) => {
    await lockSeasons(tx);
    const at = await seasonAt(tx, now);
    if (!at || at.state === 'closed') {
      throw new ApiError('CONFLICT', 'There is no season to open. Open the next season first (Roll over to next season).');
    }
    const { year } = at.season;
    if (year !== expectedYear) {
      throw new ApiError('CONFLICT', `The season being sold is fall ${year}, not fall ${expectedYear}. Reload the page and try again.`);
    }
    await openSeasonBooking(tx, year, now);
    return { year, notified: await notifyWaitlist(tx, year) };
  });
}

/**
 * GET /api/season/open-booking: what "Open booking now" would do, for its confirmation: the season being sold and how many people
 * on the waitlist it would e-mail (null year when there is no season to open).
 */
export async function openBookingPreview(sql: Sql, now: Date): Promise<{ year: number | null; toNotify: number }> {
  const at = await seasonAt(sql, now);
  if (!at || at.state === 'closed') return { year: null, toNotify: 0 };
  return { year: at.season.year, toNotify: await waitlistToNotify(sql, at.season.year) };
}
