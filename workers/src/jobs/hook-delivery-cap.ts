import type { Redis } from 'ioredis';

export interface HookDeliveryCap {
  /** Deliveries one Zapier hook may receive per window (issue 25, item 19). */
  limit: number;
  windowMs: number;
}

/** 30 a minute per hook: far above what the business makes (a few quotes an hour), far below a loop's hundreds. */
export const DEFAULT_HOOK_DELIVERY_CAP: HookDeliveryCap = { limit: 30, windowMs: 60_000 };

/**
 * Take one delivery slot of a hook's current window: 0 when the delivery may go now, else how many ms until the next window
 * opens. A fixed window per subscription in Redis (INCR + PEXPIRE in one MULTI), shared by every workers process, so the cap
 * holds however many processes deliver. A refused try still counts, which only matters inside a window already full.
 */
export async function waitForHookSlot(redis: Redis, redisPrefix: string, subscriptionId: string, cap: HookDeliveryCap, now = Date.now()): Promise<number> {
  const window = Math.floor(now / cap.windowMs);
  const key = `${redisPrefix}:zapier-hook-cap:${subscriptionId}:${window}`;
  const results = await redis.multi().incr(key).pexpire(key, cap.windowMs * 2).exec();
  const [err, count] = results?.[0] ?? [new Error('no reply'), 0];
  if (err) throw err;
  return (count as number) <= cap.limit ? 0 : (window + 1) * cap.windowMs - now;
}
