import type { SeasonSettings } from '@sdp/shared/schemas/season-settings';
import type { SeasonTableRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';

// How the `season` table changes (ADR 036, docs/design.md §13, §17): staff's settings, the rollover to the next season, opening
// booking, and the locks they take. Reading the seasons and their state is season-rows.ts.

/** A new season's row as the rollover writes it; its sale code is the newest season's. */
export type NextSeason = Pick<SeasonSettings, 'saleEndsAt' | 'promoBannerEndsAt' | 'bookingDeadline' | 'peakSeasonAt' | 'freeChangeDays'
  | 'refundableDepositPercent' | 'bookingOpensAt' | 'saleStartsAt' | 'renewalOffersAt' | 'renewalHoldDays' | 'referralDiscount' | 'neighbourDiscount'> & { year: number };

/** Every season row stays as it is until the caller's transaction ends: one rollover or opening at a time. */
export async function lockSeasons(tx: TransactionSql): Promise<void> {
  await tx`LOCK TABLE season IN SHARE ROW EXCLUSIVE MODE`;
}

/** The crews and homes per crew day of the season a delivery week belongs to, read FOR SHARE: a settings save waits for the caller. */
export async function crewLimitsOfWeek(tx: TransactionSql, deliveryDate: string): Promise<Pick<SeasonTableRow, 'crews' | 'homes_per_crew_day'> | undefined> {
  const [season] = await tx<Pick<SeasonTableRow, 'crews' | 'homes_per_crew_day'>[]>`
    SELECT crews, homes_per_crew_day FROM season WHERE ${deliveryDate}::date = ANY(delivery_dates) FOR SHARE`;
  return season;
}

/**
 * The season whose delivery weeks hold `day` (a week runs seven days from its delivery date), with that week, read FOR SHARE like
 * crewLimitsOfWeek: a settings save that lowers the crew capacity waits for the caller's moves. Undefined outside every week.
 */
export async function seasonWeekOfDay(tx: TransactionSql, day: string): Promise<(Pick<SeasonTableRow, 'crews' | 'homes_per_crew_day' | 'delivery_dates'> & { week: string }) | undefined> {
  const [season] = await tx<(Pick<SeasonTableRow, 'crews' | 'homes_per_crew_day' | 'delivery_dates'> & { week: string })[]>`
    SELECT s.crews, s.homes_per_crew_day, s.delivery_dates, w.week::text AS week
    FROM season s CROSS JOIN LATERAL (
      SELECT max(d) AS week FROM unnest(s.delivery_dates) d WHERE d <= ${day}::date AND ${day}::date < d + 7
    ) w
    WHERE w.week IS NOT NULL ORDER BY s.year DESC LIMIT 1 FOR SHARE OF s`;
  return season;
}

/** A season's delivery dates, its row locked FOR UPDATE for the settings save; undefined when there is no such season. */
export async function lockSeasonDates(tx: TransactionSql, id: number): Promise<string[] | undefined> {
  const [season] = await tx<Pick<SeasonTableRow, 'delivery_dates'>[]>`SELECT delivery_dates FROM season WHERE id = ${id} FOR UPDATE`;
  return season?.delivery_dates;
}

/** Write staff's season settings (`dates` sorted; the year is the first date's). A policy or crew field left out stays as it is. */
export async function writeSeasonSettings(tx: TransactionSql, id: number, input: SeasonSettings, dates: string[]): Promise<void> {
  await tx`
    UPDATE season SET year = ${Number(dates[0]!.slice(0, 4))}, delivery_dates = ${dates}::date[], sale_ends_at = ${input.saleEndsAt},
      promo_banner_ends_at = ${input.promoBannerEndsAt}, booking_deadline = ${input.bookingDeadline},
      peak_season_at = ${input.peakSeasonAt}, free_change_days = COALESCE(${input.freeChangeDays ?? null}, free_change_days),
      refundable_deposit_percent = COALESCE(${input.refundableDepositPercent ?? null}, refundable_deposit_percent),
      referral_discount_cents = COALESCE(${input.referralDiscount === undefined ? null : input.referralDiscount * 100}, referral_discount_cents),
      neighbour_discount_cents = COALESCE(${input.neighbourDiscount === undefined ? null : input.neighbourDiscount * 100}, neighbour_discount_cents),
      crews = COALESCE(${input.crews ?? null}, crews), homes_per_crew_day = COALESCE(${input.homesPerCrewDay ?? null}, homes_per_crew_day),
      booking_opens_at = ${input.bookingOpensAt === undefined ? tx`booking_opens_at` : tx`${input.bookingOpensAt}`},
      sale_starts_at = ${input.saleStartsAt === undefined ? tx`sale_starts_at` : tx`${input.saleStartsAt}`},
      renewal_offers_at = ${input.renewalOffersAt === undefined ? tx`renewal_offers_at` : tx`${input.renewalOffersAt}`},
      renewal_hold_days = COALESCE(${input.renewalHoldDays ?? null}, renewal_hold_days),
      pickup_dates = ${input.pickupDates === undefined ? tx`pickup_dates` : tx`${[...input.pickupDates].sort()}::date[]`}, updated_at = now()
    WHERE id = ${id}`;
}

/** The year of the newest season, or null when none is set up. */
export async function newestSeasonYear(tx: TransactionSql): Promise<number | null> {
  const [newest] = await tx<{ year: number | null }[]>`SELECT max(year) AS year FROM season`;
  return newest?.year ?? null;
}

/** Add the next season's row (`dates` sorted), carrying the newest season's sale code (ADR 073) and, when left out, its referral and neighbour savings. */
export async function insertNextSeason(tx: TransactionSql, input: NextSeason, dates: string[]): Promise<void> {
  await tx`
    INSERT INTO season (year, delivery_dates, booking_opens_at, sale_starts_at, sale_ends_at, promo_banner_ends_at, booking_deadline,
                        peak_season_at, free_change_days, refundable_deposit_percent, renewal_offers_at, renewal_hold_days, sale_promo_code,
                        referral_discount_cents, neighbour_discount_cents)
    VALUES (${input.year}, ${dates}::date[], ${input.bookingOpensAt ?? null}, ${input.saleStartsAt ?? null}, ${input.saleEndsAt},
            ${input.promoBannerEndsAt}, ${input.bookingDeadline}, ${input.peakSeasonAt}, ${input.freeChangeDays ?? 7},
            ${input.refundableDepositPercent ?? 50}, ${input.renewalOffersAt ?? null}, ${input.renewalHoldDays ?? 21},
            (SELECT sale_promo_code FROM season ORDER BY year DESC LIMIT 1),
            COALESCE(${input.referralDiscount === undefined ? null : input.referralDiscount * 100},
                     (SELECT referral_discount_cents FROM season ORDER BY year DESC LIMIT 1), 2500),
            COALESCE(${input.neighbourDiscount === undefined ? null : input.neighbourDiscount * 100},
                     (SELECT neighbour_discount_cents FROM season ORDER BY year DESC LIMIT 1), 0))`;
}

/** Staff open booking now: an opening date still ahead moves to `now`, and the first opening is kept. */
export async function openSeasonBooking(tx: TransactionSql, year: number, now: Date): Promise<void> {
  await tx`
    UPDATE season SET booking_opens_at = CASE WHEN booking_opens_at > ${now} THEN ${now} ELSE booking_opens_at END,
      booking_opened_at = COALESCE(booking_opened_at, ${now}), updated_at = now()
    WHERE year = ${year}`;
}

/** When any season row last changed (the sitemap dates the pages the season drives by it); null when there is none. */
export async function seasonsChangedAt(sql: Sql): Promise<Date | null> {
  const [changed] = await sql<{ at: Date | null }[]>`SELECT max(updated_at) AS at FROM season`;
  return changed?.at ?? null;
}
