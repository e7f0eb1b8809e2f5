const DEFAULT_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

// NOTE: toLocaleDateString with options builds a new Intl.DateTimeFormat on every call; lists of dates reuse one per option set.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })));
  return format;
}

/** "2027-10-04" -> "Monday, October 4, 2027", read as a calendar day (no time-zone shift). */
export function formatCalendarDate(isoDate: string, options: Intl.DateTimeFormatOptions = DEFAULT_OPTIONS) {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return formatFor(options).format(new Date(Date.UTC(year, month - 1, day)));
}
