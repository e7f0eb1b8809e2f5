/**
 * The time business rules read. Production passes `systemClock`; tests pass a fixed instant (never today's date), so a rule
 * such as "48 hours before the delivery" is tested on both sides of its boundary. The API has the same knob as `AppDeps.now`.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that always reads `iso` (tests). */
export const fixedClock = (iso: string): Clock => () => new Date(iso);
