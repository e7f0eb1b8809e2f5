import type { Context } from 'hono';
import type { AppEnv } from './deps.ts';
import { enforce, type RateLimitRule } from './rate-limit.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { DomainError } from '@sdp/server/domain-error';
import { GIFT_CARD_NOT_VALID } from '@sdp/server/gift-cards/gift-card-code';

// NOTE: a gift card code is a bearer credential (docs/design.md §27, ADR 305): every place that answers whether a code works counts
// against one per-address budget, always on (tests included), and refuses while Redis is down rather than allow unlimited guessing.
const CODE_TRIES: RateLimitRule = { bucket: 'gift-card-code', limit: 10, windowMs: 60_000, whenRedisDown: 'closed' };

/** Count one try of a gift card code from this caller's address; 429 past ten a minute. */
export async function countCodeTry(c: Context<AppEnv>): Promise<void> {
  const deps = c.get('deps');
  await enforce(deps.redis, deps.env.REDIS_PREFIX, CODE_TRIES, clientIp(c));
}

/**
 * Run a checkout call that may carry a gift card code; a code that opens no card counts as a try (a customer re-pricing with a good
 * code many times a minute is never refused), and past the budget the answer is 429 instead of "not valid".
 */
export async function countedIfCodeFails<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError && err.message === GIFT_CARD_NOT_VALID) await countCodeTry(c);
    throw err;
  }
}
