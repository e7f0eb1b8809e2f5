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

// NOTE: made once: building an Intl.DateTimeFormat costs about 85 µs, formatting with one about 1 µs (every visit event asks).
const SAN_DIEGO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const SAN_DIEGO_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The San Diego calendar date (yyyy-MM-dd) at an instant: today's date there, given the project's clock (`sanDiegoDate(now())`). */
export const sanDiegoDate = (at: Date | number): string => SAN_DIEGO_DAY.format(at);

/** What San Diego's clocks read at an instant: the day (yyyy-MM-dd), the time ("HH:MM:SS"), its hour (0-23) and minutes since midnight. */
export function sanDiegoClock(at: Date | number): { day: string; time: string; hour: number; minutes: number } {
  const p = Object.fromEntries(SAN_DIEGO_CLOCK.formatToParts(at).map((x) => [x.type, x.value]));
  const hour = Number(p.hour);
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}`, hour, minutes: hour * 60 + Number(p.minute) };
}

/**
 * The instant San Diego's clocks read `time` ("HH:MM" or "HH:MM:SS") on calendar day `day` (yyyy-MM-dd), PDT or PST as that day has
 * it then: wall time to instant. A time the spring change skips or the fall change repeats takes the offset in force before it.
 */
export function sanDiegoInstant(day: string, time: string): Date {
  const asUtc = Date.parse(`${day}T${time.length === 5 ? `${time}:00` : time}Z`);
  // NOTE: the offset at the guessed instant can differ from the real one around a change; a second read at the first answer settles it.
  const first = asUtc + pacificOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc + pacificOffsetMinutes(new Date(first)) * 60_000);
}

/** The instant a San Diego calendar day (yyyy-MM-dd) begins: 00:00 Pacific, PDT or PST as that day has it. */
export const sanDiegoMidnight = (isoDate: string): Date => sanDiegoInstant(isoDate, '00:00');

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
