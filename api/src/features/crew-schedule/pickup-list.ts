import type { PickupList } from '@sdp/shared';
import { orderNumber } from '@sdp/shared/order-number';
import { pickupList } from '@sdp/server/db/order-pickups';
import { seasonAt } from '@sdp/server/season/season-rows';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';

/**
 * GET /api/admin/pickups (docs/design.md §26): every pick-up of the season the site talks about, those not yet picked up first
 * (by day and crew), with how many are left, how many are done and the pounds donated so far.
 */
export async function loadPickupList(deps: Pick<AppDeps, 'sql' | 'now'>): Promise<PickupList> {
  const season = (await seasonAt(deps.sql, currentTime(deps)))?.season;
  if (!season) throw new ApiError('UNAVAILABLE', 'The season has not been configured yet');
  const dates = season.pickupDates;
  // NOTE: a pick-up staff moved off the season's days still shows: the list runs from the season's first delivery to its year's end.
  const rows = await pickupList(deps.sql, season.deliveryDates[0] ?? dates[0]!, `${season.year}-12-31` > dates.at(-1)! ? `${season.year}-12-31` : dates.at(-1)!);
  const pickups = rows.map((r) => ({
    orderId: r.orderId, orderNumber: orderNumber(r.orderId), customerName: r.customerName, address: r.address, city: r.city, zipCode: r.zipCode,
    crew: r.crew, date: r.pickup.date, status: r.pickup.status, poundsDonated: r.pickup.poundsDonated,
    pickedUpAt: r.pickup.pickedUpAt?.toISOString() ?? null, chosenByCustomer: r.pickup.chosenAt !== null,
  }));
  const done = pickups.filter((p) => p.status === 'picked_up');
  return {
    pickupDates: dates,
    pickups,
    notYetPickedUp: pickups.length - done.length,
    pickedUp: done.length,
    poundsDonated: Math.round(done.reduce((sum, p) => sum + (p.poundsDonated ?? 0), 0) * 10) / 10,
  };
}
