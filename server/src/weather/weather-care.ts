import { addDays } from '@sdp/shared/pacific-time';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { recordEvent } from '../outbox.ts';
import type { WeatherEvent, WeatherKind } from './weather-thresholds.ts';

// The owner of weather_care (docs/design.md §19, ADR 130-131): every statement on it is here.

/** A decorated home: where its zip's centre is, for the forecast. */
export interface DecoratedHome { order_id: string; zip_code: string; latitude: number; longitude: number }

/**
 * The homes our decor stands on `today` (a San Diego date): delivered (or delivered and paid off), from the delivery until the
 * season's removal day, 1 December of its year (docs/product-spec.md §9). Only zips with a known centre can be forecast.
 */
export async function decoratedHomes(sql: Sql, today: string): Promise<DecoratedHome[]> {
  return sql<DecoratedHome[]>`
    SELECT o.id AS order_id, z.zip_code, z.latitude::float8 AS latitude, z.longitude::float8 AS longitude
    FROM orders o JOIN zone_zip_codes z ON z.zip_code = trim(o.zip_code)
    WHERE o.status IN ('delivered', 'completed') AND o.delivered_at IS NOT NULL
      AND o.delivery_date <= ${today}::date AND ${today}::date < make_date(extract(year FROM o.delivery_date)::int, 12, 1)
      AND z.latitude IS NOT NULL AND z.longitude IS NOT NULL
    ORDER BY z.zip_code, o.id`;
}

/** What the daily runs saw before this one: its San Diego day, and the first day of the unbroken stretch of runs up to yesterday. */
export interface WeatherWatch { today: string; watchedSince: string }

/**
 * One care tip per order and spell (ADR 130, 150): the row (order, kind, event day) and its `weather.care_due` event, in the
 * caller's transaction. A spell goes on while consecutive days keep the condition, however long; nothing is recorded when the row
 * exists (the job ran before today) or the event belongs to a spell already tipped. Returns the new row's id, or null.
 */
export async function recordCare(tx: TransactionSql, orderId: string, event: WeatherEvent, watch: WeatherWatch): Promise<string | null> {
  // NOTE: the earliest tip of this kind that belongs to the event's spell. An event after today: the forecast has today without
  // the condition, so only a tip for a day still to come is this spell (seen again, maybe a day later). An event today: the spell
  // of any tip since the last day nobody watched, because on a day the condition was absent, that day's run saw it return within
  // its two days ahead and tipped it then.
  const spellFrom = event.date === watch.today ? addDays(watch.watchedSince, -1) : watch.today;
  const [made] = await tx<{ id: string }[]>`
    INSERT INTO weather_care (order_id, kind, event_date, forecast_value, check_date)
    SELECT ${orderId}, ${event.kind}, ${event.date}, ${event.value}, ${addDays(event.date, 1)}
    WHERE NOT EXISTS (SELECT 1 FROM weather_care w WHERE w.order_id = ${orderId} AND w.kind = ${event.kind}
                        AND w.event_date BETWEEN ${spellFrom}::date AND ${event.date}::date)
    ON CONFLICT (order_id, kind, event_date) DO NOTHING RETURNING id`;
  if (!made) return null;
  await recordEvent(tx, 'weather.care_due', { careId: made.id, orderId, kind: event.kind, date: event.date });
  return made.id;
}

export interface CareRow { id: string; order_id: string; kind: WeatherKind; event_date: string; forecast_value: number; check_date: string }

export const careById = async (sql: Sql | TransactionSql, id: string): Promise<CareRow | null> =>
  (await sql<CareRow[]>`SELECT id, order_id, kind, event_date::text, forecast_value, check_date::text FROM weather_care WHERE id = ${id}`)[0] ?? null;

/** The crew's freshness checks from `from` (a San Diego date) on, soonest first: the homes, what to look for, and who did it. */
export interface FreshnessCheckRow {
  id: string; order_id: string; kind: WeatherKind; event_date: string; check_date: string; forecast_value: number;
  customer_name: string; customer_phone: string; address: string; city: string; zip_code: string; crew: number | null;
  checked_at: Date | null; checked_by_name: string | null;
}
export async function freshnessChecks(sql: Sql, from: string): Promise<FreshnessCheckRow[]> {
  return sql<FreshnessCheckRow[]>`
    SELECT w.id, w.order_id, w.kind, w.event_date::text, w.check_date::text, w.forecast_value,
      o.customer_name, o.customer_phone, o.address, o.city, trim(o.zip_code) AS zip_code, o.crew, w.checked_at, w.checked_by_name
    FROM weather_care w JOIN orders o ON o.id = w.order_id
    WHERE w.check_date >= ${from}::date AND o.status IN ('delivered', 'completed')
    ORDER BY w.check_date, trim(o.zip_code), o.address, w.kind`;
}

/**
 * A freshness check done (ADR 138): by this staff member, at `at`; a check already done keeps its first who and when. Returns the
 * check's who and when, or null for no such check.
 */
export async function markCheckDone(sql: Sql, id: string, by: { id: string; name: string }, at: Date): Promise<{ checked_at: Date; checked_by_name: string } | null> {
  const [row] = await sql<{ checked_at: Date; checked_by_name: string }[]>`
    UPDATE weather_care SET checked_at = coalesce(checked_at, ${at}),
      checked_by = CASE WHEN checked_at IS NULL THEN ${by.id}::uuid ELSE checked_by END,
      checked_by_name = coalesce(checked_by_name, ${by.name})
    WHERE id = ${id} RETURNING checked_at, checked_by_name`;
  return row ?? null;
}
