import { SERVICE_LEVELS, type SeasonSettingsView, type ServiceLevel } from '@sdp/shared';
import * as v from 'valibot';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { seasonAt } from '../season/season-rows.ts';
import { ApiError } from '../../lib/errors.ts';

type PerLevel = Record<ServiceLevel, number>;

const isoDate = v.pipe(v.string(), v.isoDate('Dates must be yyyy-MM-dd'));
const instant = v.pipe(v.string(), v.check((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s), 'Must be an ISO date-time'));
const spots = v.pipe(v.number(), v.integer('Capacity must be a whole number'), v.minValue(0, 'Capacity cannot be negative'), v.maxValue(1000));

/** The season row's fields plus capacity per delivery date and service level (ADR 004); the season rollover adds the year. */
export const seasonSettingsEntries = {
  deliveryDates: v.pipe(v.array(isoDate), v.minLength(1, 'At least one delivery date is needed'), v.maxLength(60)),
  capacity: v.record(isoDate, v.object({ 'white-glove': spots, 'drop-off': spots })),
  saleEndsAt: instant,
  promoBannerEndsAt: instant,
  bookingDeadline: isoDate,
  peakSeasonAt: instant,
  // The balance and cancellation policy (docs/design.md §11); optional so an older screen's save leaves it as it is.
  freeChangeDays: v.optional(v.pipe(v.number('Days must be a whole number'), v.integer('Days must be a whole number'), v.minValue(0, 'Days cannot be negative'), v.maxValue(60, 'At most 60 days'))),
  refundableDepositPercent: v.optional(v.pipe(v.number('Percent must be a whole number'), v.integer('Percent must be a whole number'), v.minValue(0, 'Percent cannot be negative'), v.maxValue(100, 'At most 100 percent'))),
  // When booking opens and the sale starts (docs/design.md §13); null = at once; left out = unchanged (an older screen's save).
  bookingOpensAt: v.optional(v.nullable(instant)),
  saleStartsAt: v.optional(v.nullable(instant)),
  // The crew's week (docs/design.md §12a, ADR 033); optional so an older screen's save leaves it as it is.
  crews: v.optional(v.pipe(v.number('Crews must be a whole number'), v.integer('Crews must be a whole number'), v.minValue(1, 'At least one crew'), v.maxValue(20, 'At most 20 crews'))),
  homesPerCrewDay: v.optional(v.pipe(v.number('Homes a day must be a whole number'), v.integer('Homes a day must be a whole number'), v.minValue(1, 'At least one home a day'), v.maxValue(50, 'At most 50 homes a day'))),
};
type Weeks = { deliveryDates: string[]; capacity: Record<string, PerLevel> };
/** The checks across fields every season save passes. */
export const seasonWeeksChecks = <T extends Weeks>() => [
  v.check<T, string>((s) => new Set(s.deliveryDates).size === s.deliveryDates.length, 'Delivery dates must not repeat'),
  v.check<T, string>((s) => s.deliveryDates.every((d) => s.capacity[d]), 'Every delivery date needs a capacity for both service levels'),
] as const;

const settingsObject = v.object(seasonSettingsEntries);
/** PUT /api/season/settings: the season row plus capacity per delivery date and service level (ADR 004). */
export const seasonSettingsSchema = v.pipe(settingsObject, ...seasonWeeksChecks<v.InferOutput<typeof settingsObject>>());
export type SeasonSettings = v.InferOutput<typeof seasonSettingsSchema>;

export type { SeasonSettingsView };

/** The id of the season the site talks about at `now` (ADR 036): the one staff edit on the season tab. */
async function currentSeasonId(sql: Sql | TransactionSql, now: Date): Promise<number> {
  const at = await seasonAt(sql, now);
  if (!at) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  return at.season.id;
}

/** The editable season: dates, capacity and what is already booked per date and level, with its state at `now`. */
export async function loadSeasonSettings(sql: Sql, now: Date): Promise<SeasonSettingsView> {
  const at = await seasonAt(sql, now);
  if (!at) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  const [season] = await sql`SELECT * FROM season WHERE id = ${at.season.id}`;
  if (!season) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  const dates = [...(season.delivery_dates as string[])].sort();
  const slots = await sql<{ delivery_date: string; service_level: ServiceLevel; capacity: number; booked: number }[]>`
    SELECT * FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[])`;
  const perDate = (field: 'capacity' | 'booked') =>
    Object.fromEntries(dates.map((d) => [d, Object.fromEntries(SERVICE_LEVELS.map((l) => [l, slots.find((s) => s.delivery_date === d && s.service_level === l)?.[field] ?? 0])) as PerLevel]));
  return {
    year: season.year,
    deliveryDates: dates,
    capacity: perDate('capacity'),
    booked: perDate('booked'),
    saleEndsAt: (season.sale_ends_at as Date).toISOString(),
    promoBannerEndsAt: (season.promo_banner_ends_at as Date).toISOString(),
    bookingDeadline: season.booking_deadline,
    peakSeasonAt: (season.peak_season_at as Date).toISOString(),
    freeChangeDays: season.free_change_days,
    refundableDepositPercent: season.refundable_deposit_percent,
    crews: season.crews,
    homesPerCrewDay: season.homes_per_crew_day,
    state: at.state,
    bookingOpensAt: (season.booking_opens_at as Date | null)?.toISOString() ?? null,
    saleStartsAt: (season.sale_starts_at as Date | null)?.toISOString() ?? null,
    bookingOpenedAt: (season.booking_opened_at as Date | null)?.toISOString() ?? null,
  };
}

/**
 * Replace the season settings. Bookings are never lost: the slot rows are locked (an order taking a spot waits), and a capacity
 * below what is booked, or dropping a date that has bookings, is refused with 409 and nothing changes.
 */
export async function saveSeasonSettings(sql: Sql, input: SeasonSettings, now: Date): Promise<void> {
  const dates = [...input.deliveryDates].sort();
  await sql.begin(async (tx) => {
    const id = await currentSeasonId(tx, now);
    const [season] = await tx<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season WHERE id = ${id} FOR UPDATE`;
    if (!season) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
    const touched = [...new Set([...season.delivery_dates, ...dates])];
    const slots = await tx<{ delivery_date: string; service_level: ServiceLevel; booked: number }[]>`
      SELECT delivery_date, service_level, booked FROM delivery_slots WHERE delivery_date = ANY(${touched}::date[]) FOR UPDATE`;
    for (const slot of slots) {
      if (slot.booked === 0) continue;
      const wanted = dates.includes(slot.delivery_date) ? input.capacity[slot.delivery_date]![slot.service_level] : null;
      if (wanted === null) throw conflictFor(slot, 'cannot be removed: it already has bookings');
      if (wanted < slot.booked) throw conflictFor(slot, `already has ${slot.booked} booked; capacity cannot go below that`);
    }
    await refuseCrewCapacityBelowAssigned(tx, input);
    const rows = dates.flatMap((d) => SERVICE_LEVELS.map((l) => ({ delivery_date: d, service_level: l, capacity: input.capacity[d]![l] })));
    await tx`
      INSERT INTO delivery_slots ${tx(rows)}
      ON CONFLICT (delivery_date, service_level) DO UPDATE SET capacity = EXCLUDED.capacity`;
    await tx`
      UPDATE season SET year = ${Number(dates[0]!.slice(0, 4))}, delivery_dates = ${dates}::date[], sale_ends_at = ${input.saleEndsAt},
        promo_banner_ends_at = ${input.promoBannerEndsAt}, booking_deadline = ${input.bookingDeadline},
        peak_season_at = ${input.peakSeasonAt}, free_change_days = COALESCE(${input.freeChangeDays ?? null}, free_change_days),
        refundable_deposit_percent = COALESCE(${input.refundableDepositPercent ?? null}, refundable_deposit_percent),
        crews = COALESCE(${input.crews ?? null}, crews), homes_per_crew_day = COALESCE(${input.homesPerCrewDay ?? null}, homes_per_crew_day),
        booking_opens_at = ${input.bookingOpensAt === undefined ? tx`booking_opens_at` : tx`${input.bookingOpensAt}`},
        sale_starts_at = ${input.saleStartsAt === undefined ? tx`sale_starts_at` : tx`${input.saleStartsAt}`}, updated_at = now()
      WHERE id = ${id}`;
  });
}

/** Fewer crews or homes a day than the schedule already uses would strand assigned orders: 409, nothing changes (ADR 033). */
async function refuseCrewCapacityBelowAssigned(tx: TransactionSql, input: SeasonSettings) {
  if (input.crews === undefined && input.homesPerCrewDay === undefined) return;
  const [used] = await tx<{ crew: number | null; homes: number | null }[]>`
    SELECT max(crew) AS crew, max(n) AS homes FROM (
      SELECT crew, count(*)::int AS n FROM orders WHERE crew_day IS NOT NULL AND status IN ('deposit_paid', 'delivered', 'completed')
      GROUP BY crew, crew_day) days`;
  if (input.crews !== undefined && used?.crew && input.crews < used.crew) {
    const message = `Crew ${used.crew} already has orders on the schedule; take them off before removing the crew`;
    throw new ApiError('CONFLICT', message, { issues: [{ path: 'crews', message }] });
  }
  if (input.homesPerCrewDay !== undefined && used?.homes && input.homesPerCrewDay < used.homes) {
    const message = `A crew already has ${used.homes} homes on one day; homes a day cannot go below that`;
    throw new ApiError('CONFLICT', message, { issues: [{ path: 'homesPerCrewDay', message }] });
  }
}

function conflictFor(slot: { delivery_date: string; service_level: ServiceLevel }, why: string) {
  const message = `${slot.delivery_date} (${slot.service_level}) ${why}`;
  return new ApiError('CONFLICT', message, { issues: [{ path: `capacity.${slot.delivery_date}.${slot.service_level}`, message }] });
}
