import { SERVICE_LEVELS, type ServiceLevel } from '@sdp/shared';
import type { Schedule } from '@sdp/shared/wire-crew';
import { scheduledOrders, weekBookings } from '@sdp/server/db/order-schedule';
import type { Sql } from '@sdp/server/db/sql';
import { ApiError } from '../../lib/errors.ts';
import { seasonAt } from '@sdp/server/season/season-rows';
import { pickupList } from '@sdp/server/db/order-pickups';
import { allAtMost, QUERIES_AT_ONCE } from '@sdp/server/db/query-limiter';

/** The seven days of a delivery week, starting on its delivery date (ADR 033). */
export function weekDays(deliveryDate: string): string[] {
  const start = Date.parse(`${deliveryDate}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * GET /api/admin/schedule: every delivery week of the season with its paid orders (read from the orders themselves, so a
 * cancellation or reschedule shows at once), booked against capacity per service level, and each order's crew and day.
 */
export async function loadSchedule(sql: Sql, now: Date = new Date()): Promise<Schedule> {
  // NOTE: the season the site talks about (ADR 036: one row per year).
  const season = (await seasonAt(sql, now))?.season;
  if (!season) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  const dates = season.deliveryDates;
  const pickupDates = season.pickupDates;
  const [slots, counts, orders, pickups] = await allAtMost(QUERIES_AT_ONCE, [
    () => sql<{ delivery_date: string; service_level: ServiceLevel; capacity: number }[]>`
      SELECT delivery_date, service_level, capacity FROM delivery_slots WHERE delivery_date = ANY(${dates}::date[])`,
    () => weekBookings(sql, dates),
    () => scheduledOrders(sql, dates),
    () => pickupList(sql, pickupDates[0]!, pickupDates.at(-1)!),
  ]);
  const pickupDays = [...new Set(pickups.map((p) => p.pickup.date))].sort();
  return {
    crews: season.crews,
    homesPerCrewDay: season.homesPerCrewDay,
    weeks: dates.map((date) => ({
      deliveryDate: date,
      days: weekDays(date),
      levels: SERVICE_LEVELS.map((level) => {
        const count = counts.find((c) => c.delivery_date === date && c.service_type === level);
        return {
          serviceLevel: level,
          capacity: slots.find((s) => s.delivery_date === date && s.service_level === level)?.capacity ?? 0,
          booked: count?.booked ?? 0,
          held: count?.held ?? 0,
        };
      }),
      orders: orders.filter((o) => o.delivery_date === date).map((o) => ({
        orderId: o.id, customerName: o.customer_name, city: o.city, zipCode: o.zip_code.trim(), packageName: o.package_name,
        serviceType: o.service_type, status: o.status, crew: o.crew, crewDay: o.crew_day,
      })),
    })),
    // Pick-up days (docs/design.md §26): each household on the crew that set its porch up.
    pickupDays: pickupDays.map((date) => ({
      date,
      stops: pickups.filter((p) => p.pickup.date === date).map((p) => ({
        orderId: p.orderId, customerName: p.customerName, city: p.city, zipCode: p.zipCode, crew: p.crew, status: p.pickup.status,
      })),
    })),
  };
}
