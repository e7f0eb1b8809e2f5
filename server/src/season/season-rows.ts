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
}

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
  }));
}

/** The season state at `now` (docs/design.md §13); null when no season is configured. */
export async function seasonAt(sql: Sql | TransactionSql, now: Date): Promise<SeasonStateAt<SeasonRow> | null> {
  return seasonStateAt(await loadSeasonRows(sql), now);
}
