/**
 * Calendar days in words, as en-US `Intl.DateTimeFormat` writes them, without Intl. The first Intl date format a page builds
 * loads the browser's locale data: about 45 ms of main thread in one piece on this machine, 180 ms at Lighthouse's 4x phone CPU,
 * and the home page built it while hydrating its FAQ (ADR 153). The words are fixed English, so a table does the same job.
 * format-date.test.ts checks every style below against Intl for every day of several years.
 */
export type CalendarDateStyle =
  | { weekday: 'long' | 'short'; month?: never; day?: never; year?: never }
  | { weekday?: 'long' | 'short'; month: 'long' | 'short'; day: 'numeric'; year?: 'numeric' };

const DEFAULT_STYLE: CalendarDateStyle = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "2027-10-04" -> "Monday, October 4, 2027", read as a calendar day (no time-zone shift). */
export function formatCalendarDate(isoDate: string, style: CalendarDateStyle = DEFAULT_STYLE): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  const monthName = MONTHS[month - 1];
  if (!monthName) return isoDate;
  const parts: string[] = [];
  if (style.weekday) parts.push(style.weekday === 'long' ? weekday : weekday.slice(0, 3));
  if (style.month) parts.push(`${style.month === 'long' ? monthName : monthName.slice(0, 3)} ${day}`);
  if (style.year) parts.push(String(year));
  return parts.join(', ');
}
