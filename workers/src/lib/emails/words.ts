import { formatUsd, SERVICE_LEVEL_LABELS, type ServiceLevel } from '@sdp/shared';
import { orderNumber as numberOfOrder } from '@sdp/shared/order-number';

// How e-mails say things in the customer's words (docs/design.md §12): dollars with cents, dates spelled out, labels for codes.

export const usd = (cents: number) => formatUsd(cents, { alwaysCents: true });

/** The order number the dashboards and the order page show: the id's last 8 characters. */
export const orderNumber = (o: { id: string }) => numberOfOrder(o.id);

/** "2026-10-05" -> "Monday, October 5, 2026" (a calendar date: no time zone may shift it). */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "2026-10-05" -> "Monday, October 5" (subjects and sentences, where the year goes without saying). */
export function dayName(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "White-Glove Service" for 'white-glove'. */
export const serviceName = (level: ServiceLevel) => SERVICE_LEVEL_LABELS[level].name;
