import type { Sql } from '../db/sql.ts';
import type { WeatherRun } from './check-weather.ts';

// The owner of weather_runs (ADR 137): every statement on it is here.

/** The daily run for San Diego day `runDate` happened (the first record of a day is kept: a second run changes nothing it found). */
export async function recordWeatherRun(sql: Sql, runDate: string, ranAt: Date, run: WeatherRun): Promise<void> {
  await sql`INSERT INTO weather_runs (run_date, ran_at, homes, tips) VALUES (${runDate}, ${ranAt}, ${run.homes}, ${run.tips})
            ON CONFLICT (run_date) DO NOTHING`;
}

/** Whether the daily run for San Diego day `runDate` happened. */
export async function weatherRanFor(sql: Sql, runDate: string): Promise<boolean> {
  const [row] = await sql`SELECT 1 FROM weather_runs WHERE run_date = ${runDate}`;
  return Boolean(row);
}

/**
 * The first San Diego day of the unbroken stretch of daily runs recorded up to the day before `today`, or `today` when that day
 * has none: from then on, a run read the forecast every day (ADR 150).
 */
export async function watchedSince(sql: Sql, today: string): Promise<string> {
  // NOTE: counting back from yesterday, a run day plus its rank is `today` for as long as no day is missing.
  const [row] = await sql<{ since: string | null }[]>`
    WITH back AS (SELECT run_date, run_date + (row_number() OVER (ORDER BY run_date DESC))::int AS reached FROM weather_runs WHERE run_date < ${today}::date)
    SELECT min(run_date)::text AS since FROM back WHERE reached = ${today}::date`;
  return row?.since ?? today;
}
