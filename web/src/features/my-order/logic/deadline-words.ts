const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Los_Angeles' });

/**
 * A deadline as the customer reads it, in San Diego's calendar: "Sep 28, 2027". Accepts a calendar day ("2027-09-28", read as that
 * day) or an instant (read in Pacific time, so 11 pm on the 28th is still the 28th for a customer in San Diego).
 */
export function deadlineDay(deadline: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(deadline) ? new Date(`${deadline}T12:00:00-08:00`) : new Date(deadline);
  return Number.isNaN(instant.getTime()) ? deadline : DAY.format(instant);
}

/** "Free changes until Sep 28, 2027". */
export const freeChangesUntil = (deadline: string) => `Free changes until ${deadlineDay(deadline)}`;
