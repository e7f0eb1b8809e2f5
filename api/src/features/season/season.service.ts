import { BALANCE_TERMS_VERSION, type SeasonInfo, type ServiceLevel } from '@sdp/shared';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { ApiError } from '../../lib/errors.ts';

const LEVELS: ServiceLevel[] = ['white-glove', 'drop-off'];

/** The season settings with live spots left per delivery date and service level (docs/design.md §4: from bookings, not a constant). */
export async function loadSeason(sql: Sql): Promise<SeasonInfo> {
  const [season] = await sql`SELECT * FROM season WHERE id = 1`;
  if (!season) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  const dates = season.delivery_dates as string[];
  const slots = await sql<{ delivery_date: string; service_level: ServiceLevel; capacity: number; booked: number }[]>`
    SELECT delivery_date, service_level, capacity, booked FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[])`;
  const left = (date: string, level: ServiceLevel) => {
    const slot = slots.find((s) => s.delivery_date === date && s.service_level === level);
    return slot ? Math.max(slot.capacity - slot.booked, 0) : 0;
  };
  const deliveryDates = [...dates].sort().map((date) => ({
    date,
    spotsLeft: { 'white-glove': left(date, 'white-glove'), 'drop-off': left(date, 'drop-off') },
  }));
  const total = (level: ServiceLevel) => deliveryDates.reduce((sum, d) => sum + d.spotsLeft[level], 0);
  return {
    year: season.year,
    deliveryDates,
    spotsLeft: Object.fromEntries(LEVELS.map((l) => [l, total(l)])) as Record<ServiceLevel, number>,
    saleEndsAt: (season.sale_ends_at as Date).toISOString(),
    promoBannerEndsAt: (season.promo_banner_ends_at as Date).toISOString(),
    bookingDeadline: season.booking_deadline as string,
    peakSeasonAt: (season.peak_season_at as Date).toISOString(),
    policy: { freeChangeDays: season.free_change_days, refundableDepositPercent: season.refundable_deposit_percent, balanceTermsVersion: BALANCE_TERMS_VERSION },
  };
}

/**
 * Take one spot for a delivery week inside the order's transaction. The conditional UPDATE is atomic, so two concurrent orders
 * for the last spot cannot both succeed (docs/design.md §4).
 */
export async function reserveDeliverySlot(tx: TransactionSql, date: string, level: ServiceLevel): Promise<void> {
  const [season] = await tx`SELECT delivery_dates FROM season WHERE id = 1`;
  if (!season || !(season.delivery_dates as string[]).includes(date)) {
    throw new ApiError('BAD_REQUEST', 'Please select one of the available delivery dates', {
      issues: [{ path: 'deliveryDate', message: 'Please select one of the available delivery dates' }],
    });
  }
  const taken = await tx`
    UPDATE delivery_slots SET booked = booked + 1
    WHERE delivery_date = ${date} AND service_level = ${level} AND booked < capacity
    RETURNING booked`;
  if (taken.length === 0) {
    throw new ApiError('CONFLICT', 'That delivery week is fully booked. Please choose another date.', {
      issues: [{ path: 'deliveryDate', message: 'That delivery week is fully booked. Please choose another date.' }],
    });
  }
}
