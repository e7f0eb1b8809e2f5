import { isBooked } from '@sdp/shared';
import type { CrewAssignment } from '@sdp/shared/schemas/crew';
import { crewDayTaken, putOnCrewDay, takeOffCrewDay } from '@sdp/server/db/order-schedule';
import type { Sql } from '@sdp/server/db/sql';
import { crewLimitsOfWeek } from '@sdp/server/season/season-changes';
import { ApiError, conflict } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { recordOrderAction } from '@sdp/server/orders/order-actions';
import { requireOrder } from '@sdp/server/orders/require-order';
import { weekDays } from './schedule.ts';

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * PUT /api/admin/orders/:id/crew: put a paid order on a crew's day within its delivery week, or take it off. A day never holds
 * more than the season's homes per crew: the count and the write happen under a transaction-scoped advisory lock on that crew
 * and day, so two staff filling the last place at once get one 200 and one 409. The season row is read FOR SHARE, so a
 * settings save that lowers the capacity waits for (and then sees) the assignment.
 */
export async function assignCrew(sql: Sql, id: string, input: CrewAssignment, user: SessionUser): Promise<void> {
  await sql.begin(async (tx) => {
    const order = await requireOrder(tx, id, { lock: true });
    if (input.crew === null) {
      if (order.status === 'delivered' || order.status === 'completed') throw conflict('A delivered order stays on the day it was delivered.');
      await takeOffCrewDay(tx, id);
      await recordOrderAction(tx, id, user, 'unassign_crew');
      return;
    }
    if (order.status !== 'deposit_paid') {
      throw conflict(isBooked(order.status) ? 'This order has been delivered; its day cannot change.' : 'Only an order whose deposit is paid can be scheduled.');
    }
    const day = input.day!;
    const deliveryDate = String(order.delivery_date);
    if (!weekDays(deliveryDate).includes(day)) {
      const message = `Choose a day in this order's delivery week (${dayLabel(deliveryDate)} to ${dayLabel(weekDays(deliveryDate)[6]!)}).`;
      throw new ApiError('UNPROCESSABLE', message, { issues: [{ path: 'day', message }] });
    }
    const season = await crewLimitsOfWeek(tx, deliveryDate);
    if (input.crew > season!.crews) {
      const message = `There ${season!.crews === 1 ? 'is 1 crew' : `are ${season!.crews} crews`} this season.`;
      throw new ApiError('UNPROCESSABLE', message, { issues: [{ path: 'crew', message }] });
    }
    await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`crew-day:${day}:${input.crew}`}, 0))`;
    const taken = await crewDayTaken(tx, day, input.crew, id);
    if (taken >= season!.homes_per_crew_day) {
      throw conflict(`Crew ${input.crew} is full on ${dayLabel(day)} (${taken} of ${season!.homes_per_crew_day} homes).`);
    }
    await putOnCrewDay(tx, id, input.crew, day);
    await recordOrderAction(tx, id, user, 'assign_crew', { crew: input.crew, day });
  });
}
