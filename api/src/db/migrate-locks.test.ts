import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { createSql, type Sql } from '@sdp/server/db/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { migrate, MigrationLockTimeout } from './migrate.ts';

// Issue 38, item 5 (docs/design.md §24, ADR 252): a migration waits at most lock_timeout for a table another transaction holds, so
// the queries queued behind it wait no longer; it retries after a pause and succeeds once the table is free, or fails plainly.
const ctx = useTestContext();
const LOCK_TIMEOUT_MS = 300;
let dir: string;
let owner: Sql;
let holder: postgres.Sql;

beforeAll(() => {
  dir = `${mkdtempSync(join(tmpdir(), 'sdp-migrate-locks-'))}/`;
  writeFileSync(`${dir}900_orders_note.sql`, 'ALTER TABLE orders ADD COLUMN lock_test_note text;\n');
  owner = createSql(ctx.ownerDatabaseUrl, { max: 1 });
  holder = postgres(ctx.ownerDatabaseUrl, { max: 1, onnotice: () => {} });
});
afterEach(async () => {
  await owner.unsafe('ALTER TABLE orders DROP COLUMN IF EXISTS lock_test_note; DELETE FROM schema_migrations WHERE name = \'900_orders_note.sql\'');
});
afterAll(async () => {
  await Promise.all([owner.end(), holder.end()]);
  rmSync(dir, { recursive: true, force: true });
});

/** A transaction that read orders and stays open (as a slow report would): it holds ACCESS SHARE on the table until released. */
async function holdOrders(): Promise<() => Promise<void>> {
  const reserved = await holder.reserve();
  await reserved`BEGIN`;
  await reserved`SELECT count(*) FROM orders`;
  return async () => {
    await reserved`COMMIT`;
    reserved.release();
  };
}

const noteColumn = async () =>
  (await ctx.sql`SELECT 1 FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'lock_test_note'`).length;

describe('a migration on a busy table', () => {
  it('gives up its wait after lock_timeout, lets the reads queued behind it through, retries, and applies once the table is free', async () => {
    const release = await holdOrders();
    const retries: number[] = [];
    const started = Date.now();
    const migrating = migrate(owner, dir, {
      lockTimeoutMs: LOCK_TIMEOUT_MS, attempts: 6, backoffMs: 200,
      onRetry: (file, attempt) => {
        expect(file).toBe('900_orders_note.sql');
        retries.push(attempt);
      },
    });
    // While the ALTER waits for its lock, the app's reads of orders queue behind it; each waits at most about lock_timeout.
    await expect.poll(async () => (await ctx.sql`SELECT 1 FROM pg_locks WHERE relation = 'orders'::regclass AND NOT granted`).length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    // NOTE: without lock_timeout this read would wait until release() below, which it never reaches (the test would time out).
    await ctx.sql`SELECT count(*) FROM orders`;
    await expect.poll(() => retries.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    expect(await noteColumn()).toBe(0);

    await release();
    expect(await migrating).toEqual(['900_orders_note.sql']);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries.length).toBeLessThan(6);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS);
    expect(await noteColumn()).toBe(1);
    const [recorded] = await ctx.sql`SELECT name FROM schema_migrations WHERE name = '900_orders_note.sql'`;
    expect(recorded).toBeDefined();
  });

  it('fails with a clear message after the last attempt, having applied nothing', async () => {
    const release = await holdOrders();
    try {
      const started = Date.now();
      const failure = await migrate(owner, dir, { lockTimeoutMs: LOCK_TIMEOUT_MS, attempts: 3, backoffMs: 100 }).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(MigrationLockTimeout);
      expect((failure as Error).message).toMatch(/^migration 900_orders_note\.sql waited 0\.3 s for a lock 3 times and gave up; nothing of it was applied\..*let it finish, then migrate again/);
      // three waits of lock_timeout and two pauses (100 + 200 ms)
      expect(Date.now() - started).toBeGreaterThanOrEqual(3 * LOCK_TIMEOUT_MS + 300);
      expect(await noteColumn()).toBe(0);
      expect(await ctx.sql`SELECT 1 FROM schema_migrations WHERE name = '900_orders_note.sql'`).toHaveLength(0);
    } finally {
      await release();
    }
  });

  it('fails at once, without retrying, on an error that is not a lock wait', async () => {
    writeFileSync(`${dir}901_broken.sql`, 'ALTER TABLE no_such_table ADD COLUMN x int;\n');
    try {
      const retries: number[] = [];
      await expect(migrate(owner, dir, { lockTimeoutMs: LOCK_TIMEOUT_MS, onRetry: (_f, attempt) => retries.push(attempt) })).rejects.toThrow(/no_such_table/);
      expect(retries).toEqual([]);
      // the file before it went in on its own transaction
      expect(await noteColumn()).toBe(1);
    } finally {
      rmSync(`${dir}901_broken.sql`);
    }
  });
});
