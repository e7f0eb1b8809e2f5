import { addDays, sanDiegoDate, sanDiegoInstant } from './pacific-time.ts';

/** The San Diego hour a renewal hold ends on its last day (ADR 174): the evening, whenever the offer went out. */
export const RENEWAL_HOLD_ENDS_HOUR = 21;

/**
 * When a renewal hold of `days` days from `from` ends (docs/design.md §18, ADR 174): 9 PM San Diego time on the `days`th calendar
 * day after `from`'s, not the minute staff pressed a button ("until ... 3:21 AM"). Sending, extending and the season's check of
 * the renewal window all read it.
 */
export const renewalHoldEnds = (from: Date, days: number): Date =>
  sanDiegoInstant(addDays(sanDiegoDate(from), days), `${RENEWAL_HOLD_ENDS_HOUR}:00`);
