import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { keysUnder } from '../../../api/test/redis-keys.ts';
import { startLiveStack, type LiveStack } from './live-stack.ts';

// Issue 25, item 26: every `make test` left about 280 keys in Redis database 0, the queues and job schedulers of its live stacks
// (e2e and Zapier). A stopped stack leaves none.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
let stack: LiveStack | undefined;
afterAll(async () => {
  await stack?.stop();
  redis.disconnect();
});

describe('a live stack', () => {
  it('leaves no Redis keys once stopped', async () => {
    stack = await startLiveStack({
      name: 'cleanup', staff: { email: 'cleanup@sdpumpkin.test', name: 'Cleanup', password: 'cleanup-password-2026' },
      api: 'api/dist/server.js', workers: 'workers/dist/main.js', nodeArgs: [], env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    });
    const prefix = `sdp-test:${stack.runId}:cleanup`;
    const deadline = Date.now() + 30_000;
    while ((await keysUnder(redis, `${prefix}:bull:scheduled`)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect((await keysUnder(redis, prefix)).length, 'the workers registered their job schedulers').toBeGreaterThan(0);
    const stopping = stack;
    stack = undefined;
    await stopping.stop();
    expect(await keysUnder(redis, prefix)).toEqual([]);
  });
});
