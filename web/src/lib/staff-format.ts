import { BUSINESS_TIME_ZONE, pacificWallTime } from '@sdp/shared/pacific-time';

// NOTE: the project type labels and the business time zone live in shared, where the e-mails read them too.
export { projectTypeLabel } from '@sdp/shared/schemas/quote';
export { BUSINESS_TIME_ZONE };

/** Ids on staff screens are their last 8 characters (docs/product-spec.md §9). */
export const shortId = (id: string): string => id.slice(-8);

/** An instant -> its Pacific calendar day, "2026-11-22". */
export function businessDate(value: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(typeof value === 'string' ? new Date(value) : value);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Nov 22, 2026, 3:04 PM" in Pacific time, for tables. */
export const formatDateTime = (iso: string): string => pacificWallTime(iso);
