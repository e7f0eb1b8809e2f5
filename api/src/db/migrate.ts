import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sql } from '@sdp/server/db/sql';

// NOTE: from source this file sits next to migrations/; bundled into api/dist (server.js, cli/migrate.js) it finds them in api/src.
const MIGRATIONS_DIR = ['./migrations/', '../src/db/migrations/', '../../src/db/migrations/']
  .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
  .find((dir) => existsSync(dir)) ?? fileURLToPath(new URL('./migrations/', import.meta.url));
// NOTE: a fixed advisory-lock key so two processes starting together (api + workers) never apply a file twice.
const LOCK_KEY = 7_310_2025;

/** Apply every migrations/NNN_name.sql not yet recorded, in order, each in its own transaction. Returns the names applied. */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set((await tx<{ name: string }[]>`SELECT name FROM schema_migrations`).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(readFileSync(`${dir}${file}`, 'utf8'));
      await tx`INSERT INTO schema_migrations (name) VALUES (${file})`;
      applied.push(file);
    }
  });
  return applied;
}
