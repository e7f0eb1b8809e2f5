import { STOP } from '../texts/reply-words.ts';

/** "9:00" or "12:30" and its "AM"/"PM" for a San Diego "HH:MM". */
function twelveHour(time: string): { clock: string; half: 'AM' | 'PM' } {
  const hours = Number(time.slice(0, 2));
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return { clock: `${h}:${time.slice(3, 5)}`, half: hours < 12 ? 'AM' : 'PM' };
}

/** "between 9:00 and 10:00 AM", or "between 11:30 AM and 12:30 PM" when the window crosses noon. */
export function arrivalBetween(from: string, to: string): string {
  const [a, b] = [twelveHour(from), twelveHour(to)];
  return a.half === b.half ? `between ${a.clock} and ${b.clock} ${b.half}` : `between ${a.clock} ${a.half} and ${b.clock} ${b.half}`;
}

/** The "On my way" text (docs/design.md §19, §20). */
export const onMyWayText = (from: string, to: string) => `SD Pumpkin is on the way: arriving ${arrivalBetween(from, to)}. ${STOP}`;
