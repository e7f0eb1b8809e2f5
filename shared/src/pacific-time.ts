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
