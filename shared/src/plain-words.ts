/**
 * Words for people, not for developers (issue 36): what a customer or a staff member reads never shows an ISO date ("2026-11-30"),
 * an internal version id ("2026-11-balance-v1") or dollars without their thousands comma ("$1825.00").
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TERMS_VERSION = /^(\d{4})-(\d{2})-balance-v(\d+)$/;

/** "2026-11-balance-v1" -> "the booking terms of November 2026" (", revision 2" from the second); an unknown id is kept as it is. */
export function termsInWords(version: string): string {
  const [, year, month, revision] = TERMS_VERSION.exec(version) ?? [];
  const monthName = MONTHS[Number(month) - 1];
  if (!year || !monthName) return version;
  return `the booking terms of ${monthName} ${year}${Number(revision) > 1 ? `, revision ${revision}` : ''}`;
}

const DEVELOPER_WORDING = /\b\d{4}-\d{2}-\d{2}\b|\b\d{4}-\d{2}-[a-z]+-v\d+\b|\$\d{4,}(?:\.\d+)?\b/g;

/** The ISO dates, version ids and ungrouped dollar amounts in a text meant for people; empty when it reads as words. */
export const developerWording = (text: string): string[] => [...text.matchAll(DEVELOPER_WORDING)].map(([found]) => found);
