/** "2027-10-04" -> "Monday, October 4, 2027", read as a calendar day (no time-zone shift). */
export function formatCalendarDate(isoDate: string, options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }) {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
}
