import { SERVICE_LEVEL_LABELS, SERVICE_LEVELS, type SeasonSettingsView, type ServiceLevel } from '@sdp/shared';
import { calendarDayInWords } from '@sdp/shared/pacific-time';
import { renewalWindowIssue, type SeasonSettings } from '@sdp/shared/schemas/season-settings';
import { crewsInUse } from '@sdp/server/db/order-schedule';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { lockSeasonDates, writeSeasonSettings } from '@sdp/server/season/season-changes';
import { seasonAt } from '@sdp/server/season/season-rows';
import { moveSaleCodeWindow } from '@sdp/server/season/sale-code-window';
import { assertSavingsPayable } from '@sdp/server/season/season-savings';
import { ApiError, badRequest } from '../../lib/errors.ts';

type PerLevel = Record<ServiceLevel, number>;

export type { SeasonSettingsView };

/** The season the site talks about at `now` (ADR 036): the one staff edit on the season tab. */
async function currentSeason(sql: Sql | TransactionSql, now: Date): Promise<{ id: number; year: number }> {
  const at = await seasonAt(sql, now);
  if (!at) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  return at.season;
}

/** A save whose renewal window cuts into an opening still ahead is refused at the renewal field (ADR 172). */
export function refuseRenewalWindow(input: Parameters<typeof renewalWindowIssue>[0], now: Date): void {
  const issue = renewalWindowIssue(input, now);
  if (issue) throw badRequest(issue.message, [issue]);
}

/** Every delivery week falls in the season's own year (issue 36 item 19): a week of another year is refused at the weeks field. */
function refuseWeeksOutsideYear(dates: string[], year: number): void {
  const outside = dates.filter((d) => !d.startsWith(`${year}-`));
  if (outside.length === 0) return;
  const days = outside.map((d) => calendarDayInWords(d, { month: 'short', day: 'numeric', year: 'numeric' })).join('; ');
  const message = `Delivery weeks must fall in fall ${year}; ${days} ${outside.length === 1 ? 'does' : 'do'} not`;
  throw badRequest(message, [{ path: 'deliveryDates', message }]);
}

/** Pick-up days fall in the season's own year too (docs/design.md §26): the crews pick up in November or December. */
function refusePickupsOutsideYear(dates: string[], year: number): void {
  const outside = dates.filter((d) => !d.startsWith(`${year}-`));
  if (outside.length === 0) return;
  const message = `Pick-up days must fall in ${year}; ${outside.map((d) => calendarDayInWords(d, { month: 'short', day: 'numeric', year: 'numeric' })).join('; ')} ${outside.length === 1 ? 'does' : 'do'} not`;
  throw badRequest(message, [{ path: 'pickupDates', message }]);
}

/** The editable season: dates, capacity and what is already booked per date and level, with its state at `now`. */
export async function loadSeasonSettings(sql: Sql, now: Date): Promise<SeasonSettingsView> {
  const at = await seasonAt(sql, now);
  if (!at) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  const { season } = at;
  const dates = season.deliveryDates;
  const slots = await sql<{ delivery_date: string; service_level: ServiceLevel; capacity: number; booked: number }[]>`
    SELECT * FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[])`;
  const perDate = (field: 'capacity' | 'booked') =>
    Object.fromEntries(dates.map((d) => [d, Object.fromEntries(SERVICE_LEVELS.map((l) => [l, slots.find((s) => s.delivery_date === d && s.service_level === l)?.[field] ?? 0])) as PerLevel]));
  return {
    year: season.year,
    deliveryDates: dates,
    capacity: perDate('capacity'),
    booked: perDate('booked'),
    saleEndsAt: season.saleEndsAt,
    promoBannerEndsAt: season.promoBannerEndsAt,
    bookingDeadline: season.bookingDeadline,
    peakSeasonAt: season.peakSeasonAt,
    freeChangeDays: season.freeChangeDays,
    refundableDepositPercent: season.refundableDepositPercent,
    referralDiscount: season.referralDiscountCents / 100,
    neighbourDiscount: season.neighbourDiscountCents / 100,
    pickupDates: season.pickupDates,
    crews: season.crews,
    homesPerCrewDay: season.homesPerCrewDay,
    renewalOffersAt: season.renewalOffersAt,
    renewalHoldDays: season.renewalHoldDays,
    state: at.state,
    bookingOpensAt: season.bookingOpensAt,
    saleStartsAt: season.saleStartsAt,
    bookingOpenedAt: season.bookingOpenedAt,
  };
}

/**
 * Replace the season settings. Bookings are never lost: the slot rows are locked (an order taking a spot waits), and a capacity
 * below what is booked, or dropping a date that has bookings, is refused with 409 and nothing changes. Savings that would leave the
 * cheapest package without a payable deposit are refused with 400 (ADR 157).
 */
export async function saveSeasonSettings(sql: Sql, input: SeasonSettings, now: Date): Promise<void> {
  const dates = [...input.deliveryDates].sort();
  refuseRenewalWindow(input, now);
  const saved = await seasonAt(sql, now);
  if (saved) await assertSavingsPayable(sql, input, { referralCents: saved.season.referralDiscountCents, neighbourCents: saved.season.neighbourDiscountCents });
  await sql.begin(async (tx) => {
    const { id, year } = await currentSeason(tx, now);
    refuseWeeksOutsideYear(dates, year);
    refusePickupsOutsideYear(input.pickupDates ?? [], year);
    const seasonDates = await lockSeasonDates(tx, id);
    if (!seasonDates) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
    const touched = [...new Set([...seasonDates, ...dates])];
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
    await writeSeasonSettings(tx, id, input, dates);
    // NOTE: the Season tab promises the sale code stops when the sale ends (ADR 073).
    await moveSaleCodeWindow(tx, Number(dates[0]!.slice(0, 4)), now);
  });
}

/** Fewer crews or homes a day than the schedule already uses would strand assigned orders: 409, nothing changes (ADR 033). */
async function refuseCrewCapacityBelowAssigned(tx: TransactionSql, input: SeasonSettings) {
  if (input.crews === undefined && input.homesPerCrewDay === undefined) return;
  const used = await crewsInUse(tx);
  if (input.crews !== undefined && used.crew && input.crews < used.crew) {
    const message = `Crew ${used.crew} already has orders on the schedule; take them off before removing the crew`;
    throw new ApiError('CONFLICT', message, { issues: [{ path: 'crews', message }] });
  }
  if (input.homesPerCrewDay !== undefined && used.homes && input.homesPerCrewDay < used.homes) {
    const message = `A crew already has ${used.homes} homes on one day; homes a day cannot go below that`;
    throw new ApiError('CONFLICT', message, { issues: [{ path: 'homesPerCrewDay', message }] });
  }
}

// NOTE: staff read the refusal: "Monday, October 5, 2026 (White-Glove)", never "2026-10-05 (white-glove)" (issue 36).
const DAY_IN_WORDS = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;

function conflictFor(slot: { delivery_date: string; service_level: ServiceLevel }, why: string) {
  const message = `${calendarDayInWords(slot.delivery_date, DAY_IN_WORDS)} (${SERVICE_LEVEL_LABELS[slot.service_level].name}) ${why}`;
  return new ApiError('CONFLICT', message, { issues: [{ path: `capacity.${slot.delivery_date}.${slot.service_level}`, message }] });
}
