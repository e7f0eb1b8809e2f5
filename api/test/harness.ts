import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../src/app.ts';
import { parseEnv, type Env } from '@sdp/server/env';
import { createSql, type Sql } from '@sdp/server/db/sql';
import { createLogger } from '@sdp/server/logger';
import { createStripeClient } from '@sdp/server/stripe';
import type { AppDeps } from '../src/lib/deps.ts';
import { adminUrl, appDatabaseUrl, databaseUrl } from './urls.ts';
import { poolEnv, SUITE_POOLS } from './connection-budget.ts';
import { explainRefusedConnection } from './refused-connection.ts';

export interface TestContext {
  /** Settings for this file: its own database and Redis prefix; override more with `configure`. */
  env: Env;
  sql: Sql;
  redis: Redis;
  /** This file's database as the app logs in: the run's app role, rows only (ADR 250). `sql` and the app use it. */
  databaseUrl: string;
  /** The same database as its owner, for what the app may not do (ANALYZE, a test's DDL); never hand it to the app. */
  ownerDatabaseUrl: string;
  redisPrefix: string;
  /** The API app built with this context's deps (rebuilt by `configure`). */
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Another app on this context's deps with some replaced (e.g. a Redis the test stops), for tests outside api/. */
  appWith(overrides: Partial<AppDeps>): ReturnType<typeof createApp>;
  /** Rebuild env/app with extra variables (e.g. STRIPE_API_URL once an emulator listens). */
  configure(extra: Record<string, string>): void;
  /** ANALYZE tables as their owner: the app role may not (PostgreSQL skips it with a warning), so plans would read stale figures. */
  analyze(...tables: string[]): Promise<void>;
  /** app.request with a JSON body. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Create a throw-away database cloned from the run's template. */
export async function createTestDatabase(): Promise<{ name: string; url: string; ownerUrl: string; drop(): Promise<void> }> {
  const runId = process.env.SDP_TEST_RUN_ID;
  const template = process.env.SDP_TEST_TEMPLATE_DB;
  if (!runId || !template) throw new Error('api/test/global-setup.ts did not run: use a vitest project with it as globalSetup');
  const name = `sdp_t_${runId}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl(), { max: SUITE_POOLS.admin, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`).catch(explainRefusedConnection);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: appDatabaseUrl(name),
    ownerUrl: databaseUrl(name),
    drop: async () => {
      const a = postgres(adminUrl(), { max: SUITE_POOLS.admin, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => a.end());
    },
  };
}

/** A unique Redis key prefix under the run's namespace (removed by global teardown). */
export function testRedisPrefix(): string {
  return `sdp-test:${process.env.SDP_TEST_RUN_ID ?? 'adhoc'}:${randomBytes(4).toString('hex')}`;
}

/** Per test file: own database, own Redis prefix, an app to call. Use at the top of a test file. */
export function useTestContext(extraEnv: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    ctx.databaseUrl = db.url;
    ctx.ownerDatabaseUrl = db.ownerUrl;
    ctx.redisPrefix = testRedisPrefix();
    // NOTE: a small pool per file (ADR 171): requests beyond it wait for a connection instead of opening more.
    ctx.sql = createSql(db.url, { max: SUITE_POOLS.testFile });
    ctx.redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    await new Promise<void>((resolve, reject) => {
      ctx.redis.once('ready', () => resolve());
      ctx.redis.once('error', reject);
    });
    let extra = { ...extraEnv };
    ctx.configure = (more) => {
      extra = { ...extra, ...more };
      const parsed = parseEnv({
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        // NOTE: the origin app.request() answers at, so the Origin check (PUBLIC_URL only, ADR 164) sees SAME_ORIGIN as ours.
        PUBLIC_URL: 'http://localhost',
        // NOTE: the pool of any workers this file starts from ctx.env (in-process or as a child process; ADR 171).
        ...poolEnv(SUITE_POOLS.testWorkers),
        ...extra,
        DATABASE_URL: db.url,
        REDIS_PREFIX: ctx.redisPrefix,
      });
      if (!parsed.ok) throw new Error(`test env invalid:\n${parsed.problems.join('\n')}`);
      ctx.env = parsed.env;
      ctx.deps = { env: ctx.env, sql: ctx.sql, redis: ctx.redis, stripe: createStripeClient(ctx.env), logger: createLogger(ctx.env.LOG_LEVEL) };
      ctx.app = createApp(ctx.deps);
    };
    ctx.configure({});
    ctx.analyze = async (...tables) => {
      const owner = postgres(db.ownerUrl, { max: 1, onnotice: () => {} });
      try {
        for (const table of tables) await owner.unsafe(`ANALYZE "${table.replaceAll('"', '')}"`);
      } finally {
        await owner.end();
      }
    };
    ctx.appWith = (overrides) => createApp({ ...ctx.deps, ...overrides });
    ctx.post = (path, body, headers = {}) =>
      Promise.resolve(
        ctx.app.request(`${ctx.env.BASE_PATH}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
  });
  afterAll(async () => {
    ctx.redis?.disconnect();
    await ctx.sql?.end({ timeout: 5 });
    await drop();
  });
  return ctx;
}

/** A response body as loosely typed JSON, for assertions in tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJson = (res: Response): Promise<any> => res.json();
