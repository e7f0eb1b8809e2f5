import { randomBytes } from 'node:crypto';
import type { Sql } from './sql.ts';

/** How a crew's day is timed (crew_day_times, ADR 126). */
export interface CrewDayTimes {
  /** San Diego wall time the truck leaves the base, "HH:MM". */
  startTime: string;
  dropOffMinutes: number;
  whiteGloveMinutes: number;
}

const DEFAULT_CREW_DAY_TIMES: CrewDayTimes = { startTime: '08:00', dropOffMinutes: 20, whiteGloveMinutes: 45 };

// The crew's day times and calendar feeds (docs/design.md §17, §20; ADR 126, ADR 127): the one module that reads and writes
// `crew_day_times` and `crew_calendar_feeds`.

/** How the crew's day is timed: the one row of crew_day_times (the defaults if a database somehow lost it). */
export async function crewDayTimes(sql: Sql): Promise<CrewDayTimes> {
  const [row] = await sql<{ start_time: string; drop_off_minutes: number; white_glove_minutes: number }[]>`
    SELECT start_time, drop_off_minutes, white_glove_minutes FROM crew_day_times WHERE id`;
  return row ? { startTime: row.start_time, dropOffMinutes: row.drop_off_minutes, whiteGloveMinutes: row.white_glove_minutes } : DEFAULT_CREW_DAY_TIMES;
}

/** Save how the crew's day is timed. */
export async function saveCrewDayTimes(sql: Sql, times: CrewDayTimes): Promise<void> {
  await sql`
    INSERT INTO crew_day_times (id, start_time, drop_off_minutes, white_glove_minutes, updated_at)
    VALUES (true, ${times.startTime}, ${times.dropOffMinutes}, ${times.whiteGloveMinutes}, now())
    ON CONFLICT (id) DO UPDATE SET start_time = EXCLUDED.start_time, drop_off_minutes = EXCLUDED.drop_off_minutes,
      white_glove_minutes = EXCLUDED.white_glove_minutes, updated_at = now()`;
}

/** 32 random bytes, URL-safe: a feed address nobody guesses (256 bits). */
const newSecret = () => randomBytes(32).toString('base64url');

export interface CrewFeedRow {
  crew: number;
  secret: string;
  issuedAt: Date;
}

/** The feed of crews 1..crews, each made on first sight (two staff looking at once make one: the second insert does nothing). */
export async function crewFeeds(sql: Sql, crews: number): Promise<CrewFeedRow[]> {
  const numbers = Array.from({ length: crews }, (_, i) => i + 1);
  const secrets = numbers.map(() => newSecret());
  await sql`
    INSERT INTO crew_calendar_feeds (crew, secret)
    SELECT * FROM unnest(${numbers}::int[], ${secrets}::text[]) ON CONFLICT (crew) DO NOTHING`;
  const rows = await sql<{ crew: number; secret: string; issued_at: Date }[]>`
    SELECT crew, secret, issued_at FROM crew_calendar_feeds WHERE crew = ANY(${numbers}::int[]) ORDER BY crew`;
  return rows.map((r) => ({ crew: r.crew, secret: r.secret, issuedAt: r.issued_at }));
}

/** A new secret for a crew's feed: the old address answers 404 from this commit on. */
export async function reissueCrewFeed(sql: Sql, crew: number, staffId: string): Promise<void> {
  await sql`
    INSERT INTO crew_calendar_feeds (crew, secret, issued_at, issued_by) VALUES (${crew}, ${newSecret()}, now(), ${staffId})
    ON CONFLICT (crew) DO UPDATE SET secret = EXCLUDED.secret, issued_at = now(), issued_by = EXCLUDED.issued_by`;
}

/** Which crew a feed secret belongs to, or null. */
export async function crewOfFeedSecret(sql: Sql, secret: string): Promise<number | null> {
  const [row] = await sql<{ crew: number }[]>`SELECT crew FROM crew_calendar_feeds WHERE secret = ${secret}`;
  return row?.crew ?? null;
}
