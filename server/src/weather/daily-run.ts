import { BUSINESS_TIME_ZONE, sanDiegoClock } from '@sdp/shared/pacific-time';
import type { Logger } from '../logger.ts';
import type { OutboxDeps } from '../outbox.ts';
import { checkWeather, type WeatherRun } from './check-weather.ts';
import { recordWeatherRun, weatherRanFor } from './weather-runs.ts';

/** The weather job's BullMQ repeat: every day at `hour`:00 San Diego time, PDT or PST as the day has it (ADR 137). */
export const weatherSchedule = (hour: number) => ({ pattern: `0 ${hour} * * *`, tz: BUSINESS_TIME_ZONE });

/** The daily run (checkWeather), recorded for its San Diego day, so a workers process started later that day knows it happened. */
export async function runDailyWeather(deps: OutboxDeps & { logger: Logger }, serviceUrl: string, now: Date): Promise<WeatherRun> {
  const run = await checkWeather(deps, serviceUrl, now);
  await recordWeatherRun(deps.sql, sanDiegoClock(now).day, now, run);
  return run;
}

/**
 * Today's run when it was missed (the workers were down at `hour`:00, or started for the first time after it): the San Diego day
 * to run it for, or null when it happened or is still to come today.
 */
export async function missedWeatherRun(deps: Pick<OutboxDeps, 'sql'>, now: Date, hour: number): Promise<string | null> {
  const today = sanDiegoClock(now);
  if (today.hour < hour) return null;
  return (await weatherRanFor(deps.sql, today.day)) ? null : today.day;
}
