import { SERVICE_LEVELS, type SeasonSettingsView, type ServiceLevel } from '@sdp/shared';
import type { SeasonSettings } from '@sdp/shared/schemas/season-settings';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import type { SeasonTableRow } from '@sdp/server/db/rows';
import { seasonAt } from '@sdp/server/season/season-rows';
import { moveSaleCodeWindow } from './sale-code-window.ts';
import { ApiError } from '../../lib/errors.ts';

type PerLevel = Record<ServiceLevel, number>;

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
  const [season] = await sql<SeasonTableRow[]>`SELECT * FROM season WHERE id = ${at.season.id}`;
  if (!season) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  const dates = [...season.delivery_dates].sort();
  const slots = await sql<{ delivery_date: string; service_level: ServiceLevel; capacity: number; booked: number }[]>`
    SELECT * FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[])`;
  const perDate = (field: 'capacity' | 'booked') =>
    Object.fromEntries(dates.map((d) => [d, Object.fromEntries(SERVICE_LEVELS.map((l) => [l, slots.find((s) => s.delivery_date === d && s.service_level === l)?.[field] ?? 0])) as PerLevel]));
  return {
    year: season.year,
    deliveryDates: dates,
    capacity: perDate('capacity'),
    booked: perDate('booked'),
    saleEndsAt: season.sale_ends_at.toISOString(),
    promoBannerEndsAt: season.promo_banner_ends_at.toISOString(),
    bookingDeadline: season.booking_deadline,
    peakSeasonAt: season.peak_season_at.toISOString(),
    freeChangeDays: season.free_change_days,
    refundableDepositPercent: season.refundable_deposit_percent,
    crews: season.crews,
    homesPerCrewDay: season.homes_per_crew_day,
    state: at.state,
    bookingOpensAt: season.booking_opens_at?.toISOString() ?? null,
    saleStartsAt: season.sale_starts_at?.toISOString() ?? null,
    bookingOpenedAt: season.booking_opened_at?.toISOString() ?? null,
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
    // NOTE: the Season tab promises the sale code stops when the sale ends (ADR 073).
    await moveSaleCodeWindow(tx, Number(dates[0]!.slice(0, 4)), now);
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
