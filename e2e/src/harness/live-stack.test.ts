import { Redis } from 'ioredis';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_POOLS } from '../../../api/test/connection-budget.ts';
import { keysUnder } from '../../../api/test/redis-keys.ts';
import { adminUrl } from '../../../api/test/urls.ts';
import { startLiveStack, type LiveStack } from './live-stack.ts';

// Issue 25, item 26: every `make test` left about 280 keys in Redis database 0, the queues and job schedulers of its live stacks
// (e2e and Zapier). A stopped stack leaves none.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
let stack: LiveStack | undefined;
beforeAll(async () => {
  stack = await startLiveStack({
    name: 'cleanup', staff: { email: 'cleanup@sdpumpkin.test', name: 'Cleanup', password: 'cleanup-password-2026' },
    api: 'api/dist/server.js', workers: 'workers/dist/main.js', nodeArgs: [], env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
});
afterAll(async () => {
  await stack?.stop();
  redis.disconnect();
});

describe('a live stack', () => {
  // Issue 35, item 17 (ADR 171): the stack's API and workers processes each keep to a small pool, whatever the load.
  const bound = SUITE_POOLS.liveStackApi + SUITE_POOLS.listen + SUITE_POOLS.liveStackWorkers;
  it(`holds at most ${bound} PostgreSQL connections (API and workers pools, and the API's LISTEN) under 60 requests at once`, async () => {
    const watcher = postgres(adminUrl(), { max: 1, onnotice: () => {} });
    const database = new URL(stack!.databaseUrl).pathname.slice(1);
    try {
      let peak = 0;
      let running = true;
      const sampling = (async () => {
        while (running) {
          const [row] = await watcher<{ n: number }[]>`
            SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${database} AND backend_type = 'client backend'`;
          peak = Math.max(peak, row!.n);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const paths = ['/api/season', '/api/packages', '/api/health', '/reserve'];
      const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => fetch(`${stack!.baseUrl}${paths[i % paths.length]}`).then((res) => res.status)));
      running = false;
      await sampling;
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThanOrEqual(bound);
    } finally {
      await watcher.end();
    }
  });

  it('leaves no Redis keys once stopped', async () => {
    const prefix = `sdp-test:${stack!.runId}:cleanup`;
    const deadline = Date.now() + 30_000;
    while ((await keysUnder(redis, `${prefix}:bull:scheduled`)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect((await keysUnder(redis, prefix)).length, 'the workers registered their job schedulers').toBeGreaterThan(0);
    const stopping = stack!;
    stack = undefined;
    await stopping.stop();
    expect(await keysUnder(redis, prefix)).toEqual([]);
  });
});
