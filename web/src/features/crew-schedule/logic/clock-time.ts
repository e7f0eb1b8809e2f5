/** "9:15 AM" from a San Diego "HH:MM" (what the run sheet and the calendar feed carry, ADR 126). */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "9:00 – 10:00 AM", or "11:30 AM – 12:30 PM" when the window crosses noon. */
export function clockWindow(from: string, to: string): string {
  const [a, b] = [clockTime(from), clockTime(to)];
  return a.slice(-2) === b.slice(-2) ? `${a.slice(0, -3)} – ${b}` : `${a} – ${b}`;
}

/** Drive minutes as whole minutes a crew reads: never 0 for a real drive. */
export const wholeMinutes = (minutes: number) => Math.max(1, Math.round(minutes));

/** Drive minutes as a crew reads them: "8 min", "1 h 5 min". */
export function driveTime(minutes: number): string {
  const whole = wholeMinutes(minutes);
  return whole < 60 ? `${whole} min` : `${Math.floor(whole / 60)} h${whole % 60 ? ` ${whole % 60} min` : ''}`;
}

/** The day's drive as the sum of the legs the sheet shows (each in whole minutes), so the header adds up to the cards. */
export const dayDriveMinutes = (legMinutes: readonly number[]) => legMinutes.reduce((sum, m) => sum + wholeMinutes(m), 0);
