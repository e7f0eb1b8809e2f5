import type { CrewDayMove } from '@sdp/shared/schemas/crew';
import type { CrewDayMoved, CrewDayMoveUndone } from '@sdp/shared/wire-crew';
import { calendarDayInWords, sanDiegoDate } from '@sdp/shared/pacific-time';
import { lockMove, markMoveUndone, recordMove, UNDO_MINUTES, type MovedStop } from '@sdp/server/crew/crew-day-moves';
import { crewDayCount, lockMovableStops, lockStopsById, putOnCrewDay, type MovableStop } from '@sdp/server/db/order-schedule';
import { moveDeliveryWeek } from '@sdp/server/db/order-updates';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { currentTime, type ServiceDeps } from '@sdp/server/deps';
import { DomainError } from '@sdp/server/domain-error';
import { recordOrderAction } from '@sdp/server/orders/order-actions';
import { giveBackSpot } from '@sdp/server/orders/order-moves';
import { recordEvents, withEvents } from '@sdp/server/outbox';
import { reserveDeliverySlot } from '@sdp/server/season/season';
import { seasonWeekOfDay } from '@sdp/server/season/season-changes';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { loadRunSheet } from './run-sheet.ts';

type MoveDeps = Pick<ServiceDeps, 'sql' | 'redis' | 'env' | 'logger' | 'now'>;

const dayLabel = (day: string) => calendarDayInWords(day, { weekday: 'short', month: 'short', day: 'numeric' });
const unprocessable = (path: string, message: string) => new ApiError('UNPROCESSABLE', message, { issues: [{ path, message }] });
const homes = (n: number) => (n === 1 ? '1 home' : `${n} homes`);

/**
 * Take each crew's day lock (assignCrew's key) for both days, in one sorted order: two moves, or a move and an assignment, into
 * the same crew day queue instead of overfilling it, and never wait on each other in a circle (the order rows are locked first).
 */
async function lockCrewDays(tx: TransactionSql, days: string[], crews: number[]): Promise<void> {
  const keys = days.flatMap((day) => crews.map((crew) => `crew-day:${day}:${crew}`)).sort();
  for (const key of keys) await tx`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

function byCrew<T extends { crew: number }>(stops: T[]): Map<number, T[]> {
  const crews = new Map<number, T[]>();
  for (const stop of stops) crews.set(stop.crew, [...(crews.get(stop.crew) ?? []), stop]);
  return crews;
}

/** Refuse (409) unless each crew has room on `day` for its stops, by the season's homes per crew day (nothing double-booked). */
async function requireRoom(tx: TransactionSql, day: string, stops: { crew: number }[], homesPerCrewDay: number, what: string) {
  for (const [crew, mine] of byCrew(stops)) {
    const taken = await crewDayCount(tx, day, crew);
    if (taken + mine.length > homesPerCrewDay) {
      throw conflict(`Crew ${crew} has room for ${homes(Math.max(homesPerCrewDay - taken, 0))} on ${dayLabel(day)} (${taken} of ${homesPerCrewDay} taken); ${what} needs ${homes(mine.length)}. Nothing was moved.`);
    }
  }
}

/** Put one locked order on `day` with its crew, moving its delivery week (a spot there taken, the old one given back) when the day is in another week. */
async function placeOnDay(tx: TransactionSql, stop: MovableStop, day: string, week: string, seasonDates: string[]): Promise<void> {
  if (week !== stop.delivery_date) {
    await reserveDeliverySlot(tx, seasonDates, week, stop.service_type).catch((err: unknown) => {
      if (err instanceof DomainError && err.code === 'CONFLICT') throw conflict(`The delivery week of ${dayLabel(week)} is full for this service level. Nothing was moved.`);
      throw err;
    });
    if (!stop.slot_released) await giveBackSpot(tx, stop.delivery_date, stop.service_type);
    // NOTE: the orders trigger of migration 360 clears the crew day with the week; the crew day is written after it.
    await moveDeliveryWeek(tx, stop.id, week);
  }
  await putOnCrewDay(tx, stop.id, stop.crew, day);
}

/** The arrival window each moved order has on its new day, as the run sheet works it out (read through the move's transaction). */
async function windowsOn(deps: MoveDeps, tx: TransactionSql, day: string, crews: number[]) {
  const windows = new Map<string, { from: string; to: string } | null>();
  for (const crew of crews) {
    const sheet = await loadRunSheet({ sql: tx as unknown as Sql, env: deps.env, logger: deps.logger }, day, crew);
    for (const stop of sheet.stops) windows.set(stop.orderId, stop.arrival);
  }
  return windows;
}

/**
 * POST /api/admin/crew-days/move (docs/design.md §26, ADR 285): every paid, not yet delivered stop of a crew day (or of one crew)
 * to another day in one transaction, each keeping its crew, its price and (ADR 287) a new week's spot when the day is in another
 * week; refused whole (409) where a crew or the week lacks room. Each customer is told once by an outbox event of their own.
 */
export async function moveCrewDay(deps: MoveDeps, input: CrewDayMove, user: SessionUser): Promise<CrewDayMoved> {
  const now = currentTime(deps);
  const crew = input.crew ?? null;
  if (input.to < sanDiegoDate(now)) throw unprocessable('to', `Choose a day from today on (${dayLabel(sanDiegoDate(now))}).`);
  const result = await withEvents(deps, async (tx) => {
    const { stops, booked } = await lockMovableStops(tx, input.from, crew);
    const whose = crew === null ? '' : ` for crew ${crew}`;
    if (booked === 0) throw unprocessable('from', `There are no stops on ${dayLabel(input.from)}${whose} to move.`);
    if (stops.length === 0) throw conflict(`Every stop on ${dayLabel(input.from)}${whose} has been delivered; nothing is left to move.`);
    const season = await seasonWeekOfDay(tx, input.to);
    if (!season) throw unprocessable('to', `${dayLabel(input.to)} is not in a delivery week of the season.`);
    const crews = [...byCrew(stops).keys()].sort((a, b) => a - b);
    await lockCrewDays(tx, [input.from, input.to], crews);
    await requireRoom(tx, input.to, stops, season.homes_per_crew_day, 'this move');
    for (const stop of stops) await placeOnDay(tx, stop, input.to, season.week, season.delivery_dates);
    const windows = await windowsOn(deps, tx, input.to, crews);
    const moved: MovedStop[] = stops.map((s) => ({ orderId: s.id, crew: s.crew, fromWeek: s.delivery_date, toWeek: season.week, window: windows.get(s.id) ?? null }));
    const id = await recordMove(tx, { from: input.from, to: input.to, crew, reason: input.reason, by: user, at: now }, moved);
    for (const stop of stops) await recordOrderAction(tx, stop.id, user, 'move_day', { moveId: id, from: input.from, to: input.to, reason: input.reason });
    await recordEvents(tx, 'crew_day.moved', stops.map((s) => ({ moveId: id, orderId: s.id })));
    return { id, moved: stops.map((s) => s.id) };
  });
  const undoUntil = new Date(now.getTime() + UNDO_MINUTES * 60_000).toISOString();
  return { id: result.id, from: input.from, to: input.to, crew, moved: result.moved, notified: result.moved.length, undoUntil };
}

/**
 * POST /api/admin/crew-days/move/:id/undo (ADR 286): within 10 minutes, every order the move took that is still where it put it goes
 * back to its original day, crew and week (refused whole, 409, where that day filled since), and its customer is told once that the
 * original day stands. An order the customer or staff moved again since stays where they put it.
 */
export async function undoCrewDayMove(deps: MoveDeps, id: string, user: SessionUser): Promise<CrewDayMoveUndone> {
  if (!isUuid(id)) throw notFound('There is no such move.');
  const now = currentTime(deps);
  return withEvents(deps, async (tx) => {
    const found = await lockMove(tx, id);
    if (!found) throw notFound('There is no such move.');
    const { move, stops } = found;
    if (move.undone_at) throw conflict('This move has already been undone.');
    if (now.getTime() - move.moved_at.getTime() > UNDO_MINUTES * 60_000) {
      throw conflict(`A move can be undone for ${UNDO_MINUTES} minutes; this one was made at ${move.moved_at.toISOString()}. Move the day back instead.`);
    }
    const planned = new Map(stops.map((s) => [s.orderId, s]));
    const still = (await lockStopsById(tx, stops.map((s) => s.orderId)))
      .filter((o) => o.status === 'deposit_paid' && o.crew_day === move.to_day && o.crew === planned.get(o.id)!.crew);
    const season = await seasonWeekOfDay(tx, move.from_day);
    if (still.length > 0) {
      if (!season) throw conflict(`${dayLabel(move.from_day)} is no longer in a delivery week of the season.`);
      await lockCrewDays(tx, [move.from_day, move.to_day], [...byCrew(still).keys()]);
      await requireRoom(tx, move.from_day, still, season.homes_per_crew_day, 'putting them back');
      for (const stop of still) await placeOnDay(tx, stop, move.from_day, planned.get(stop.id)!.fromWeek, season.delivery_dates);
      for (const stop of still) await recordOrderAction(tx, stop.id, user, 'undo_move_day', { moveId: id, from: move.to_day, to: move.from_day });
      await recordEvents(tx, 'crew_day.move_undone', still.map((s) => ({ moveId: id, orderId: s.id })));
    }
    await markMoveUndone(tx, id, now, user.name);
    return { id, restored: still.map((s) => s.id), notified: still.length };
  });
}
