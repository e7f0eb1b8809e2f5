import type { Redis } from 'ioredis';
import { ApiError } from './errors.ts';

export interface RateLimitRule {
  /** Names the counter in Redis: `${prefix}:rl:${bucket}:${subject}:${window}`. */
  bucket: string;
  limit: number;
  windowMs: number;
  /**
   * What to do when Redis does not answer (ADR 007): 'open' lets the request through (a customer's order is never lost to a
   * limiter), 'closed' refuses it with 503 (sign-in, where unlimited guessing is the worse outcome).
   */
  whenRedisDown: 'open' | 'closed';
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number } | { allowed: 'unknown' };

/**
 * Fixed-window counter: one INCR + PEXPIRE round trip. The window number is part of the key, so a counter never needs
 * resetting and expires on its own (PEXPIRE without NX works on Redis 6.2).
 */
export async function hit(redis: Redis | null, prefix: string, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  if (!redis || redis.status !== 'ready') return { allowed: 'unknown' };
  const window = Math.floor(now / rule.windowMs);
  const key = `${prefix}:rl:${rule.bucket}:${subject}:${window}`;
  try {
    const replies = await redis.multi().incr(key).pexpire(key, rule.windowMs).exec();
    const count = Number(replies?.[0]?.[1]);
    if (!Number.isFinite(count)) return { allowed: 'unknown' };
    if (count <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * rule.windowMs - now) / 1000)) };
  } catch {
    return { allowed: 'unknown' };
  }
}

/** Count a request and throw 429 (with Retry-After) or, for a fail-closed rule without Redis, 503. */
export async function enforce(redis: Redis | null, prefix: string, rule: RateLimitRule, subject: string): Promise<void> {
  const result = await hit(redis, prefix, rule, subject);
  if (result.allowed === true) return;
  if (result.allowed === 'unknown') {
    if (rule.whenRedisDown === 'open') return;
    throw new ApiError('UNAVAILABLE', 'This is temporarily unavailable. Please try again in a minute.', { headers: { 'Retry-After': '60' } });
  }
  throw new ApiError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
    headers: { 'Retry-After': String(result.retryAfterSeconds) },
  });
}
