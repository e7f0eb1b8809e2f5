// When each scheduled message comes due (docs/design.md §12, ADR 050). Every day and hour is San Diego's (Pacific) calendar
// (BUSINESS_TIME_ZONE of shared/src/pacific-time.ts).
// Change an hour here; the README's "Scheduled messages" paragraph says which is which.

/** A delivery (and the removal) day starts when the business opens: the spec's hours are Mon-Sun 08:00-18:00. */
export const DAY_STARTS = '08:00';
/** The delivery and removal reminders go out this long before that start: 48 h, i.e. 08:00 two days before. */
export const REMINDER_LEAD = '48 hours';
/** Follow-ups and the review request go out at this Pacific time on their day (3 or 7 days after the event). */
export const MESSAGE_TIME = '10:00';
/** The staff call list goes out from this Pacific hour, before the business opens, until noon (a restarted worker catches up). */
export const CALL_LIST_HOUR = 7;
export const CALL_LIST_LAST_HOUR = 11;
