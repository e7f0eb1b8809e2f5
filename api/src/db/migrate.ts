import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sql } from '@sdp/server/db/sql';

// NOTE: from source this file sits next to migrations/; bundled into api/dist (server.js, cli/migrate.js) it finds them in api/src.
const MIGRATIONS_DIR = ['./migrations/', '../src/db/migrations/', '../../src/db/migrations/']
  .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
  .find((dir) => existsSync(dir)) ?? fileURLToPath(new URL('./migrations/', import.meta.url));
// NOTE: a fixed advisory-lock key so two processes starting together (api + workers) never apply a file twice.
const LOCK_KEY = 7_310_2025;

/** How long a migration waits for its locks, how many times it tries, and the pause before the first retry (doubled after each). */
export interface MigrateOptions {
  lockTimeoutMs?: number;
  attempts?: number;
  backoffMs?: number;
  /** Told of each attempt that ran out of time waiting for a lock, before the pause. */
  onRetry?: (file: string, attempt: number, waitMs: number) => void;
}

// NOTE: a few seconds (ADR 252): an ALTER waiting for a lock holds every query on that table behind it, so the site stalls for at
// most this long per attempt; five attempts with pauses of 1, 2, 4 and 8 s give a long transaction about 40 s to finish.
export const MIGRATION_LOCK_TIMEOUT_MS = 5_000;
export const MIGRATION_ATTEMPTS = 5;
const LOCK_NOT_AVAILABLE = '55P03';

export class MigrationLockTimeout extends Error {}

/**
 * Apply every migrations/NNN_name.sql not yet recorded, in order, each in its own transaction. Returns the names applied.
 * Each waits at most `lockTimeoutMs` for a lock and is retried after a growing pause; after the last attempt it fails with what to do.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR, options: MigrateOptions = {}): Promise<string[]> {
  const { lockTimeoutMs = MIGRATION_LOCK_TIMEOUT_MS, attempts = MIGRATION_ATTEMPTS, backoffMs = 1_000, onRetry } = options;
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const done = await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    return new Set((await tx<{ name: string }[]>`SELECT name FROM schema_migrations`).map((r) => r.name));
  });
  const applied: string[] = [];
  for (const file of files.filter((f) => !done.has(f))) {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await applyOne(sql, dir, file, lockTimeoutMs)) applied.push(file);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw err;
        if (attempt >= attempts) {
          throw new MigrationLockTimeout(
            `migration ${file} waited ${lockTimeoutMs / 1000} s for a lock ${attempts} times and gave up; nothing of it was applied. ` +
              'A long transaction holds a table it changes (see pg_stat_activity, pg_locks): let it finish, then migrate again.',
            { cause: err },
          );
        }
        const waitMs = backoffMs * 2 ** (attempt - 1);
        onRetry?.(file, attempt, waitMs);
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }
  return applied;
}

/** One file in one transaction, unless another process applied it while we waited for the advisory lock. */
async function applyOne(sql: Sql, dir: string, file: string, lockTimeoutMs: number): Promise<boolean> {
  return sql.begin(async (tx) => {
    // NOTE: waits for another migrating process (api + workers starting together) without a time limit: it holds no table.
    await tx`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
    if ((await tx`SELECT 1 FROM schema_migrations WHERE name = ${file}`).length > 0) return false;
    // NOTE: statement_timeout 0: a backfill may take minutes, and a timeout set for the role or database must not cut it short;
    // what must stay short is the wait for a lock, while every query on the table queues behind it (ADR 252).
    await tx.unsafe(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}; SET LOCAL statement_timeout = 0`);
    await tx.unsafe(readFileSync(`${dir}${file}`, 'utf8'));
    await tx`INSERT INTO schema_migrations (name) VALUES (${file})`;
    return true;
  });
}
