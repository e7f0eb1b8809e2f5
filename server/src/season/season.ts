import { BALANCE_TERMS_VERSION, sanDiegoDate, toDecimal, type SeasonInfo, type ServiceLevel } from '@sdp/shared';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { DomainError } from '../domain-error.ts';
import { saleCodeAt } from '../promo/promo-codes.ts';
import { seasonAt } from './season-rows.ts';

const LEVELS: ServiceLevel[] = ['white-glove', 'drop-off'];

/**
 * The season the site talks about, with its state at `now` (docs/design.md §13) and live spots left per delivery date and service
 * level (docs/design.md §4: from bookings, not a constant). Only an open season offers dates, and only dates not yet past.
 */
export async function loadSeason(sql: Sql, now: Date): Promise<SeasonInfo> {
  const at = await seasonAt(sql, now);
  if (!at) throw new DomainError('UNAVAILABLE', 'The season has not been configured yet');
  const { season } = at;
  const today = sanDiegoDate(now);
  const dates = at.state === 'open' ? season.deliveryDates.filter((d) => d >= today) : [];
  const slots = await sql<{ delivery_date: string; service_level: ServiceLevel; capacity: number; booked: number }[]>`
    SELECT delivery_date, service_level, capacity, booked FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[])`;
  const left = (date: string, level: ServiceLevel) => {
    const slot = slots.find((s) => s.delivery_date === date && s.service_level === level);
    return slot ? Math.max(slot.capacity - slot.booked, 0) : 0;
  };
  const deliveryDates = dates.map((date) => ({
    date,
    spotsLeft: { 'white-glove': left(date, 'white-glove'), 'drop-off': left(date, 'drop-off') },
  }));
  const total = (level: ServiceLevel) => deliveryDates.reduce((sum, d) => sum + d.spotsLeft[level], 0);
  return {
    year: season.year,
    state: at.state,
    bookingOpensAt: at.bookingOpensAt,
    bookingOpensOn: at.bookingOpensAt ? sanDiegoDate(new Date(at.bookingOpensAt)) : null,
    saleRunning: at.saleRunning,
    saleCode: at.saleRunning ? await saleCodeAt(sql, season.salePromoCode, now) : null,
    nextSeasonYear: at.nextSeasonYear,
    fallAhead: at.fallAhead,
    countdownRunning: at.countdownRunning,
    deliveryDates,
    spotsLeft: Object.fromEntries(LEVELS.map((l) => [l, total(l)])) as Record<ServiceLevel, number>,
    saleStartsAt: season.saleStartsAt,
    saleEndsAt: season.saleEndsAt,
    promoBannerEndsAt: season.promoBannerEndsAt,
    bookingDeadline: season.bookingDeadline,
    peakSeasonAt: season.peakSeasonAt,
    policy: { freeChangeDays: season.freeChangeDays, refundableDepositPercent: season.refundableDepositPercent, balanceTermsVersion: BALANCE_TERMS_VERSION },
    neighbourSaving: toDecimal(season.neighbourDiscountCents),
  };
}

/**
 * Take one spot for a delivery week of the season being booked, inside the order's transaction. The conditional UPDATE is atomic, so two concurrent orders
 * for the last spot cannot both succeed (docs/design.md §4). With `take: false` (a checkout that may not hold a spot, ADR 159) the week
 * is only checked to have a free spot, and nothing is taken: the deposit takes it when it lands.
 */
export async function reserveDeliverySlot(tx: TransactionSql, seasonDates: string[], date: string, level: ServiceLevel, take = true): Promise<void> {
  if (!seasonDates.includes(date)) {
    throw new DomainError('BAD_REQUEST', 'Please select one of the available delivery dates', {
      issues: [{ path: 'deliveryDate', message: 'Please select one of the available delivery dates' }],
    });
  }
  const taken = take
    ? await tx`UPDATE delivery_slots SET booked = booked + 1 WHERE delivery_date = ${date} AND service_level = ${level} AND booked < capacity RETURNING booked`
    : await tx`SELECT booked FROM delivery_slots WHERE delivery_date = ${date} AND service_level = ${level} AND booked < capacity`;
  if (taken.length === 0) {
    throw new DomainError('CONFLICT', 'That delivery week is fully booked. Please choose another date.', {
      issues: [{ path: 'deliveryDate', message: 'That delivery week is fully booked. Please choose another date.' }],
    });
  }
}

/** The spots of some weeks at one service level, locked FOR UPDATE in `tx` so nothing else takes one while they are shared out. */
export interface WeekRoom { date: string; level: ServiceLevel; free: number }

export async function lockWeekRoom(tx: TransactionSql, dates: string[]): Promise<WeekRoom[]> {
  const rows = await tx<{ delivery_date: string; service_level: ServiceLevel; capacity: number; booked: number }[]>`
    SELECT delivery_date, service_level, capacity, booked FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[])
    ORDER BY delivery_date, service_level FOR UPDATE`;
  return rows.map((r) => ({ date: r.delivery_date, level: r.service_level, free: Math.max(r.capacity - r.booked, 0) }));
}

/** Take `count` spots of one week (the caller locked the rows with lockWeekRoom and knows they are free). */
export async function takeSpots(tx: TransactionSql, date: string, level: ServiceLevel, count: number): Promise<void> {
  if (count > 0) await tx`UPDATE delivery_slots SET booked = booked + ${count} WHERE delivery_date = ${date} AND service_level = ${level}`;
}

/** Take one spot of a week when there is one: answers whether it did (atomic, like reserveDeliverySlot, without throwing). */
export async function takeSpotIfFree(tx: TransactionSql, date: string, level: ServiceLevel): Promise<boolean> {
  const taken = await tx`UPDATE delivery_slots SET booked = booked + 1 WHERE delivery_date = ${date} AND service_level = ${level} AND booked < capacity RETURNING booked`;
  return taken.length > 0;
}

/** Spots left in each of some weeks at one service level (for the renewal page's week choice). */
export async function spotsLeftIn(sql: Sql | TransactionSql, dates: string[], level: ServiceLevel): Promise<Map<string, number>> {
  const rows = await sql<{ delivery_date: string; left: number }[]>`
    SELECT delivery_date, GREATEST(capacity - booked, 0)::int AS left FROM delivery_slots
    WHERE delivery_date = ANY(${dates}::date[]) AND service_level = ${level}`;
  return new Map(rows.map((r) => [r.delivery_date, r.left]));
}

/** Give `count` spots of one week back to the pool (held spots that lapsed or were declined). */
export async function returnSpots(tx: TransactionSql, date: string, level: ServiceLevel, count: number): Promise<void> {
  if (count > 0) await tx`UPDATE delivery_slots SET booked = GREATEST(booked - ${count}, 0) WHERE delivery_date = ${date} AND service_level = ${level}`;
}
