import { createEvents, type EventAttributes } from 'ics';
import { addDays, sanDiegoInstant } from '@sdp/shared/pacific-time';
import type { RunSheetStop } from '@sdp/shared/wire-crew';
import type { ServiceDeps } from '@sdp/server/deps';
import { currentTime } from '@sdp/server/deps';
import { crewDaysBetween } from '@sdp/server/db/order-lists';
import { crewPickupDaysBetween } from '@sdp/server/db/order-pickups';
import { seasonAt } from '@sdp/server/season/season-rows';
import { loadRunSheet } from './run-sheet.ts';


/** "9:15 AM" from "09:15". */
const twelveHour = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

const dateArray = (day: string): [number, number, number] => day.split('-').map(Number) as [number, number, number];

function stopEvent(crew: number, day: string, stop: RunSheetStop, number: number): EventAttributes {
  const service = stop.serviceType === 'white-glove' ? 'White-Glove' : 'Drop-Off';
  const pickup = stop.kind === 'pickup';
  const lines = [
    pickup ? 'PICK-UP: clear the porch, photograph it cleared, weigh what goes to the farm' : '',
    stop.arrival ? `Arrival window: ${twelveHour(stop.arrival.from)} to ${twelveHour(stop.arrival.to)}` : 'Arrival window: not worked out (no map point for this zip)',
    `Package: ${stop.packageName} (${service})`,
    `Phone: ${stop.customerPhone}`,
    stop.addOns.length ? `Add-ons: ${stop.addOns.map((a) => `${a.name} × ${a.quantity}`).join(', ')}` : '',
    stop.specialInstructions ? `Special instructions: ${stop.specialInstructions}` : '',
    stop.porchNotes ? `Porch notes: ${stop.porchNotes}` : '',
    `${pickup ? 'Load back' : 'Load'}: ${stop.load.map((l) => `${l.item} × ${l.quantity}`).join(', ')}`,
  ].filter(Boolean);
  const when = stop.arrival
    ? {
      start: sanDiegoInstant(day, stop.arrival.from).getTime(), startInputType: 'utc' as const, startOutputType: 'utc' as const,
      end: sanDiegoInstant(day, stop.arrival.to).getTime(), endInputType: 'utc' as const, endOutputType: 'utc' as const,
    }
    : { start: dateArray(day), end: dateArray(addDays(day, 1)) };
  return {
    ...when,
    // NOTE: one event per order: its UID stays when the route or the window moves, so a subscribed phone updates it in place.
    uid: pickup ? `${stop.orderId}-pickup@crew-feed.sdpumpkin.com` : `${stop.orderId}@crew-feed.sdpumpkin.com`,
    title: `Stop ${number}: ${pickup ? 'Pick-up · ' : ''}${stop.customerName} · ${stop.packageName}`,
    location: `${stop.address}, ${stop.city}, CA ${stop.zipCode}`,
    description: lines.join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    categories: [`Crew ${crew}`],
  };
}

/**
 * A crew's calendar (docs/design.md §20, ADR 127): every stop of the season on its crew days, each in its arrival window with the
 * address, package, phone and what to set up, in the run sheet's order (the same planner, so the phone and the sheet agree).
 */
export async function crewFeed(deps: Pick<ServiceDeps, 'sql' | 'env' | 'logger' | 'now'>, crew: number): Promise<string> {
  const season = (await seasonAt(deps.sql, currentTime(deps)))?.season;
  const dates = [...(season?.deliveryDates ?? [])].sort();
  const deliveryDays = dates.length ? await crewDaysBetween(deps.sql, crew, dates[0]!, addDays(dates.at(-1)!, 6)) : [];
  // Pick-up days too (docs/design.md §26): the same sheet carries them, so the feed does.
  const pickupDays = season ? await crewPickupDaysBetween(deps.sql, crew, season.pickupDates[0]!, season.pickupDates.at(-1)!) : [];
  const days = [...new Set([...deliveryDays, ...pickupDays])].sort();
  const events: EventAttributes[] = [];
  // NOTE: one day at a time: a season is a few dozen crew days, and the router is asked about one day's stops at a time.
  for (const day of days) {
    const sheet = await loadRunSheet(deps, day, crew);
    sheet.stops.forEach((stop, i) => events.push(stopEvent(crew, day, stop, i + 1)));
  }
  const { error, value } = createEvents(events, { calName: `SD Pumpkin · Crew ${crew}`, productId: 'sdpumpkin/crew-feed' });
  if (error || !value) throw error ?? new Error('calendar not written');
  return value;
}
