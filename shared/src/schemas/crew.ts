import * as v from 'valibot';
import { isCalendarDay } from './fields.ts';

const DAY_MESSAGE = 'Choose a day as yyyy-MM-dd';
const CREW_MESSAGE = 'Choose a crew by its number (1, 2, ...)';

const day = v.pipe(v.string(DAY_MESSAGE), v.trim(), v.isoDate(DAY_MESSAGE), v.check(isCalendarDay, DAY_MESSAGE));
const crewNumber = v.pipe(v.number(CREW_MESSAGE), v.integer(CREW_MESSAGE), v.minValue(1, CREW_MESSAGE), v.maxValue(20, CREW_MESSAGE));

/** PUT /api/admin/orders/:id/crew: a crew and a day within the order's delivery week, or `{ crew: null }` to take it off the schedule. */
export const crewAssignmentSchema = v.pipe(
  v.object({ crew: v.nullable(crewNumber), day: v.optional(day) }),
  v.forward(v.check((a) => a.crew === null || a.day !== undefined, DAY_MESSAGE), ['day']),
);
export type CrewAssignment = v.InferOutput<typeof crewAssignmentSchema>;

/** GET /api/admin/run-sheet?date=yyyy-MM-dd&crew=1 (docs/design.md §12a). */
export const runSheetQuerySchema = v.object({
  date: day,
  crew: v.pipe(v.string(CREW_MESSAGE), v.regex(/^\d{1,2}$/, CREW_MESSAGE), v.transform(Number), crewNumber),
});

const TIME_MESSAGE = 'Choose the time the crews leave as HH:MM (24-hour), e.g. 08:00';
const minutes = (what: string) => {
  const message = `Choose the minutes a ${what} stop takes, from 5 to 240`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(5, message), v.maxValue(240, message));
};

/** PUT /api/admin/crew-day-times (admins, ADR 126): when the truck leaves the base, and how long each kind of stop takes. */
export const crewDayTimesSchema = v.object({
  startTime: v.pipe(v.string(TIME_MESSAGE), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)),
  dropOffMinutes: minutes('Drop-Off'),
  whiteGloveMinutes: minutes('White-Glove'),
});
export type CrewDayTimesInput = v.InferOutput<typeof crewDayTimesSchema>;

/** POST /api/admin/crew-feeds/:crew/reissue: the crew as the path writes it. */
export const crewParamSchema = v.object({
  crew: v.pipe(v.string(CREW_MESSAGE), v.regex(/^\d{1,2}$/, CREW_MESSAGE), v.transform(Number), crewNumber),
});

const REASON_MESSAGE = 'Say why the day moves (the customers read it), up to 200 characters';

/** POST /api/admin/crew-days/move (docs/design.md §26, ADR 285): a crew day, or one crew of it, to another day, and why. */
export const crewDayMoveSchema = v.pipe(
  v.object({
    from: day,
    to: day,
    crew: v.optional(v.nullable(crewNumber)),
    reason: v.pipe(v.string(REASON_MESSAGE), v.trim(), v.minLength(1, REASON_MESSAGE), v.maxLength(200, REASON_MESSAGE)),
  }),
  v.forward(v.check((m) => m.from !== m.to, 'Choose a different day to move to'), ['to']),
);
export type CrewDayMove = v.InferOutput<typeof crewDayMoveSchema>;
const POUNDS_MESSAGE = 'Enter the pounds donated to farms as a number from 0 to 5000 (0 when none went)';

/** POST /api/admin/orders/:id/pickup/done (docs/design.md §26): the pounds the crew took to farms from this porch. */
export const pickupDoneSchema = v.object({
  poundsDonated: v.pipe(v.number(POUNDS_MESSAGE), v.minValue(0, POUNDS_MESSAGE), v.maxValue(5000, POUNDS_MESSAGE),
    v.transform((n) => Math.round(n * 10) / 10)),
});
export type PickupDoneInput = v.InferOutput<typeof pickupDoneSchema>;
