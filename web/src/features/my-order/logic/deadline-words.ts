import { BUSINESS_TIME_ZONE, lastDayBefore } from '@sdp/shared/pacific-time';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The San Diego day something happened on: "Aug 14, 2027". A calendar day ("2027-10-06", the crew's day) reads as that day; an
 * instant reads in Pacific time, so 11 pm on the 14th is the 14th for a customer in San Diego, not the UTC 15th.
 */
export function dayOf(value: string): string {
  const instant = CALENDAR_DAY.test(value) ? new Date(`${value}T12:00:00-08:00`) : new Date(value);
  return Number.isNaN(instant.getTime()) ? value : DAY.format(instant);
}

// NOTE: the last day an action is open, for a deadline the API gives as the instant it closes: the same words staff read (issue 36 item 9).
export { lastDayBefore };

/** "Free changes until Sep 26, 2027". */
export const freeChangesUntil = (deadline: string) => `Free changes until ${lastDayBefore(deadline)}`;
