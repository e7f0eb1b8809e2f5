import { sanDiegoMidnight } from '@sdp/shared/pacific-time';
import { seasonStateAt, type SeasonStateAt, type SeasonWindow } from '@sdp/shared';
import type { SeasonTableRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';

/** A season row (one per year, ADR 036) with what the state is computed from and what the pages show. */
export interface SeasonRow extends SeasonWindow {
  id: number;
  peakSeasonAt: string;
  freeChangeDays: number;
  refundableDepositPercent: number;
  bookingOpenedAt: string | null;
  /** The promo code the season's sale is run with (ADR 073); the banner names it only while it validates. */
  salePromoCode: string | null;
  /** The crews and homes per crew day staff plan the season with (ADR 033). */
  crews: number;
  homesPerCrewDay: number;
  /** Renewals (docs/design.md §18, ADR 111): when offers go out, how many days each spot is held, and when they were sent. */
  renewalOffersAt: string;
  renewalHoldDays: number;
  renewalOffersSentAt: string | null;
  /** The referral discount a new household gets, and its referrer off their next balance (docs/design.md §18); 0 = off. */
  referralDiscountCents: number;
  /** What a neighbour week saves (docs/design.md §20, ADR 140); 0 = off. */
  neighbourDiscountCents: number;
  /** The days the crews pick up (docs/design.md §26), sorted; December 1 of the year when staff set none. */
  pickupDates: string[];
}

/** The pick-up days of a season that never set its own: the week of December 1, i.e. December 1, the day removal always was. */
export const defaultPickupDates = (year: number): string[] => [`${year}-12-01`];

/** 1 July, 09:00 San Diego time, of the season's year: when renewal offers go out unless staff set another time (ADR 111). */
export const defaultRenewalOffersAt = (year: number): string => new Date(sanDiegoMidnight(`${year}-07-01`).getTime() + 9 * 3_600_000).toISOString();

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Every season, oldest first. A handful of rows: one per year the business has run. */
export async function loadSeasonRows(sql: Sql | TransactionSql, options: { lock?: boolean } = {}): Promise<SeasonRow[]> {
  const rows = await sql<SeasonTableRow[]>`SELECT * FROM season ORDER BY year ${options.lock ? sql`FOR UPDATE` : sql``}`;
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    deliveryDates: [...r.delivery_dates].sort(),
    bookingDeadline: r.booking_deadline,
    bookingOpensAt: iso(r.booking_opens_at),
    saleStartsAt: iso(r.sale_starts_at),
    saleEndsAt: iso(r.sale_ends_at)!,
    promoBannerEndsAt: iso(r.promo_banner_ends_at)!,
    peakSeasonAt: iso(r.peak_season_at)!,
    freeChangeDays: r.free_change_days,
    refundableDepositPercent: r.refundable_deposit_percent,
    bookingOpenedAt: iso(r.booking_opened_at),
    salePromoCode: r.sale_promo_code,
    crews: r.crews,
    homesPerCrewDay: r.homes_per_crew_day,
    renewalOffersAt: iso(r.renewal_offers_at) ?? defaultRenewalOffersAt(r.year),
    renewalHoldDays: r.renewal_hold_days,
    renewalOffersSentAt: iso(r.renewal_offers_sent_at),
    referralDiscountCents: r.referral_discount_cents,
    neighbourDiscountCents: r.neighbour_discount_cents,
    pickupDates: r.pickup_dates?.length ? [...r.pickup_dates].sort() : defaultPickupDates(r.year),
  }));
}

/** The season state at `now` (docs/design.md §13); null when no season is configured. */
export async function seasonAt(sql: Sql | TransactionSql, now: Date): Promise<SeasonStateAt<SeasonRow> | null> {
  return seasonStateAt(await loadSeasonRows(sql), now);
}

// What the workers read and write of the season (workers/src, server/src/waitlist): the season an order belongs to, and the
// booking-opens schedule's lock and record.

/** The season an order's delivery date belongs to: the one that sells that date, else the one of the date's year. */
export const seasonOfDelivery = (seasons: SeasonRow[], deliveryDate: string): SeasonRow | undefined =>
  seasons.find((s) => s.deliveryDates.includes(deliveryDate)) ?? seasons.find((s) => s.year === Number(deliveryDate.slice(0, 4)));

/** The lock every change to which season is sold and opened takes, so two such changes never interleave (ADR 063). */
export async function lockSeasonTable(tx: TransactionSql): Promise<void> {
  await tx`LOCK TABLE season IN SHARE ROW EXCLUSIVE MODE`;
}

/** Record that booking for `year` opened at `now`, unless it already had (the booking-opens schedule, ADR 063). */
export async function recordBookingOpened(tx: TransactionSql, year: number, now: Date): Promise<void> {
  await tx`UPDATE season SET booking_opened_at = ${now}, updated_at = now() WHERE year = ${year} AND booking_opened_at IS NULL`;
}

/** Record that a season's renewal offers went out (the scheduler and the staff button both take lockSeasonTable first). */
export async function recordRenewalOffersSent(tx: TransactionSql, year: number, now: Date): Promise<void> {
  await tx`UPDATE season SET renewal_offers_sent_at = ${now}, updated_at = now() WHERE year = ${year} AND renewal_offers_sent_at IS NULL`;
}
