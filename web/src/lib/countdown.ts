import { useEffect, useState } from 'react';
import { useRenderTime } from './render-clock.ts';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalMs: number;
  expired: boolean;
}

/** Whole days/hours/minutes/seconds from `now` until `target`; an unparsable or past target is expired. */
export function timeLeft(target: string | Date | null | undefined, now: number): TimeLeft {
  const end = target == null ? Number.NaN : new Date(target).getTime();
  const totalMs = Number.isFinite(end) ? Math.max(0, end - now) : 0;
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
    expired: totalMs === 0,
  };
}

/** The four faces of a countdown card, largest unit first. */
export const clockFaces = (left: TimeLeft) =>
  [['Days', left.days], ['Hours', left.hours], ['Minutes', left.minutes], ['Seconds', left.seconds]] as const;

/** Two-digit padding for clock faces. */
export const pad2 = (value: number) => String(value).padStart(2, '0');

/** The current time, refreshed every `intervalMs` (1 s for ticking cards, 60 s for the sale banner). */
export function useNow(intervalMs: number): number {
  // NOTE: a server-rendered page starts from the time it was rendered at (lib/render-clock.ts), then catches up at once.
  const start = useRenderTime();
  const [now, setNow] = useState(start);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Time left to `target`, re-evaluated every `intervalMs`. */
export function useCountdown(target: string | null | undefined, intervalMs = 1000): TimeLeft {
  return timeLeft(target, useNow(intervalMs));
}
