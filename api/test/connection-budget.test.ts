import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { apiPoolMax, createSql, workersConcurrency, workersPoolMax } from '@sdp/server/db/sql';
import { parseEnv } from '@sdp/server/env';
import { DATABASE_BUSY } from '../src/app.ts';
import { SUITE_POOLS } from './connection-budget.ts';
import { readJson, useTestContext } from './harness.ts';
import { adminUrl } from './urls.ts';

// ADR 171: every pool the suite opens is bounded by api/test/connection-budget.ts, so `make test` stays under max_connections.
const ctx = useTestContext();

/** The connections open to this file's database right now, counted from outside its pool. */
async function connectionsToOurDatabase(watcher: postgres.Sql): Promise<number> {
  const [row] = await watcher<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${new URL(ctx.databaseUrl).pathname.slice(1)} AND backend_type = 'client backend'`;
  return row!.n;
}

describe("a test file's PostgreSQL connections", () => {
  it(`never exceed its pool of ${SUITE_POOLS.testFile}, however many requests it sends at once`, async () => {
    const watcher = postgres(adminUrl(), { max: 1, onnotice: () => {} });
    try {
      let peak = 0;
      let running = true;
      const sampling = (async () => {
        while (running) {
          peak = Math.max(peak, await connectionsToOurDatabase(watcher));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      // Twelve requests at once through the in-process app (each reads the season), and twelve slow queries of the test's own.
      const answers = await Promise.all([
        ...Array.from({ length: 12 }, () => ctx.app.request(`${ctx.env.BASE_PATH}/api/season`)),
        ...Array.from({ length: 12 }, () => ctx.sql`SELECT pg_sleep(0.1)`),
      ]);
      running = false;
      await sampling;
      expect(answers.slice(0, 12).map((res) => (res as Response).status)).toEqual(Array(12).fill(200));
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThanOrEqual(SUITE_POOLS.testFile);
    } finally {
      await watcher.end();
    }
  });

  it('gives the workers the file starts from its settings a pool of their own size', () => {
    expect(ctx.env.DATABASE_POOL_MAX).toBe(SUITE_POOLS.testWorkers);
  });
});

describe('PostgreSQL refusing a connection', () => {
  // NOTE: a role with CONNECTION LIMIT 0 is refused with SQLSTATE 53300, the code of "sorry, too many clients already": the same
  // refusal, on demand, without filling the shared server.
  it('answers 503 with Retry-After and a plain message, and logs what happened, not a 500', async () => {
    const role = `sdp_refused_${randomBytes(4).toString('hex')}`;
    const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE ROLE "${role}" LOGIN CONNECTION LIMIT 0`);
    const url = new URL(ctx.databaseUrl);
    url.username = role;
    const refused = createSql(url.toString(), { max: 1 });
    const logged: string[] = [];
    const logger = { ...ctx.deps.logger, error: (message: string) => void logged.push(message) };
    try {
      const res = await ctx.appWith({ sql: refused, logger }).request(`${ctx.env.BASE_PATH}/api/season`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await readJson(res)).toMatchObject({ code: 'UNAVAILABLE', message: DATABASE_BUSY });
      expect(logged).toEqual([expect.stringContaining('PostgreSQL refused a connection: too many clients')]);
    } finally {
      await refused.end({ timeout: 1 });
      await admin.unsafe(`DROP ROLE IF EXISTS "${role}"`).finally(() => admin.end());
    }
  });
});

describe('DATABASE_POOL_MAX', () => {
  it('is a whole number from 1 to 100, or unset', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '101']) expect(parseEnv({ DATABASE_POOL_MAX: bad }).ok, bad).toBe(false);
    const set = parseEnv({ DATABASE_POOL_MAX: '4' });
    expect(set.ok && set.env.DATABASE_POOL_MAX).toBe(4);
    const unset = parseEnv({});
    expect(unset.ok && unset.env.DATABASE_POOL_MAX).toBeUndefined();
  });

  it("bounds the API's and the workers' pools when set, and leaves production's sizes when not", () => {
    expect(apiPoolMax({ DATABASE_POOL_MAX: 4 })).toBe(4);
    expect(workersPoolMax({ DATABASE_POOL_MAX: 4, WORKER_CONCURRENCY: 8 })).toBe(4);
    expect(apiPoolMax({})).toBe(20);
    expect(workersPoolMax({ WORKER_CONCURRENCY: 8 })).toBe(26);
    expect(workersPoolMax({ WORKER_CONCURRENCY: 64 })).toBe(30);
  });

  // NOTE: an e-mail or text job holds a connection while it sends and needs another (ADR 148's lock): with a pool of 3 and four
  // jobs at once per queue, the workers of a test stopped sending at all. A pool fits fewer jobs at once instead.
  it('runs the workers with only as many jobs at once as their pool has room for, never fewer than one', () => {
    expect(workersConcurrency({ DATABASE_POOL_MAX: SUITE_POOLS.testWorkers, WORKER_CONCURRENCY: 4 })).toBe(2);
    expect(workersConcurrency({ DATABASE_POOL_MAX: 4, WORKER_CONCURRENCY: 8 })).toBe(1);
    expect(workersConcurrency({ DATABASE_POOL_MAX: 30, WORKER_CONCURRENCY: 8 })).toBe(8);
    expect(workersConcurrency({ WORKER_CONCURRENCY: 8 })).toBe(8); // production's pool always has room
    expect(workersConcurrency({ WORKER_CONCURRENCY: 64 })).toBe(14); // the 30 cap: 14 a queue, not 64 stuck
  });
});
