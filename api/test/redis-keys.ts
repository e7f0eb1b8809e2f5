import { Redis } from 'ioredis';

/** Every key under `prefix` (SCAN, never KEYS: the Redis is shared with whatever else runs on the machine). */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    found.push(...keys);
  } while (cursor !== '0');
  return found;
}

/** Keys still there after their run's processes stopped and its keys were deleted: something outlived the run. */
export class RedisKeysLeft extends Error {}

/**
 * Delete the keys under `prefix` that a test run, a live stack or the benchmark made, once its processes have stopped, and
 * throw naming what is still there afterwards: something outlived its run and kept writing (issue 25, item 26).
 */
export async function removeKeysUnder(prefix: string, url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await keysUnder(redis, prefix);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    const left = await keysUnder(redis, prefix);
    if (left.length > 0) throw new RedisKeysLeft(`${left.length} Redis keys under ${prefix} are still written after their run stopped: ${left.slice(0, 5).join(', ')}`);
  } finally {
    redis.disconnect();
  }
}
