/** The business runs on San Diego time: every time a customer or staff member reads is Pacific (docs/design.md §12). */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** An instant in San Diego wall time, "Oct 3, 2026, 9:15 AM" (staff tables, where every time is Pacific). */
export function pacificWallTime(value: Date | string): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  return at.toLocaleString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** An instant as people in San Diego read it, with the zone said: "Oct 3, 2026, 9:15 AM PT" (e-mails). */
export function pacificDateTime(value: Date | string): string {
  // NOTE: ICU puts a narrow no-break space before AM/PM; a plain one reads the same and survives every mail client.
  return `${pacificWallTime(value).replace(/\u202f/g, ' ')} PT`;
}

/** How many minutes San Diego is behind UTC at an instant (420 in summer, 480 in winter). */
function pacificOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-8';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? minutes : -minutes;
}

/** The instant a San Diego calendar day (yyyy-MM-dd) begins: 00:00 Pacific, PDT or PST as that day has it. */
export function sanDiegoMidnight(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // NOTE: read the offset at 07:00 UTC, which is 00:00 PDT or 23:00 PST the evening before: both before the 2 a.m. switch of a
  // daylight-saving day, so it is the offset San Diego's midnight has.
  return new Date(utcMidnight + pacificOffsetMinutes(new Date(utcMidnight + 7 * 3_600_000)) * 60_000);
}

/** The instant of a whole hour (3 to 23) on a San Diego calendar day, e.g. 21:00 PDT or PST as that day has it. */
export function sanDiegoHourOn(isoDate: string, hour: number): Date {
  // NOTE: the offset read at 12:00 UTC (04:00 or 05:00 in San Diego) is the one the day has after its 2 a.m. switch.
  const utc = Date.parse(`${isoDate}T${String(hour).padStart(2, '0')}:00:00Z`);
  return new Date(utc + pacificOffsetMinutes(new Date(Date.parse(`${isoDate}T12:00:00Z`))) * 60_000);
}

/** A calendar day (yyyy-MM-dd) plus whole days, on the calendar (no time zone involved). */
export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A calendar day (yyyy-MM-dd) in words, "Sep 26" by default: a San Diego date, so no time zone moves it. */
export const calendarDayInWords = (isoDate: string, style: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' }): string =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { ...style, timeZone: 'UTC' });

const DAY_IN_WORDS = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The last San Diego day before a deadline given as the instant it closes (00:00 San Diego, ADR 046), in words: "Oct 17, 2027"
 * for free changes that close as Oct 18 begins. The staff's cancel dialog and the customer's page both name a deadline by it.
 */
export function lastDayBefore(closesAt: Date | string): string {
  const closes = new Date(closesAt);
  return Number.isNaN(closes.getTime()) ? String(closesAt) : DAY_IN_WORDS.format(new Date(closes.getTime() - 1));
}
