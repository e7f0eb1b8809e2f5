import { pacificWallTime, sanDiegoDate } from '@sdp/shared/pacific-time';

// NOTE: the project type labels live in shared, where the e-mails read them too; the business's clock is shared/src/pacific-time.ts.
export { projectTypeLabel } from '@sdp/shared/schemas/quote';

/** Ids on staff screens are their last 8 characters (docs/product-spec.md §9). */
export const shortId = (id: string): string => id.slice(-8);

/** An instant -> its Pacific calendar day, "2026-11-22". */
export const businessDate = (value: string | Date): string => sanDiegoDate(typeof value === 'string' ? new Date(value) : value);

/** "Nov 22, 2026, 3:04 PM" in Pacific time, for tables. */
export const formatDateTime = (iso: string): string => pacificWallTime(iso);
