import type { Redis } from 'ioredis';
import { ApiError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/session.ts';

/** Failed sign-ins one (account, address) pair may make before each further attempt has to wait (ADR 022). */
const FREE_FAILURES = 10;
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 15 * 60 * 1000;
// NOTE: failures are remembered for a day after the last one, so waiting out the cap does not buy a fresh set of free guesses.
const REMEMBER_MS = 24 * 60 * 60 * 1000;

/** How long a pair with this many failures waits after its last one: 0, then 1 s, 2 s, 4 s ... up to 15 minutes. */
function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - FREE_FAILURES, 30));
}

/**
 * One staff e-mail tried from one client address. Only this pair slows down: the owner signing in from another address is not
 * held back by someone guessing elsewhere (no hard lock-out). The e-mail is hashed so Redis never holds staff addresses.
 */
export function loginPair(redis: Redis | null, prefix: string, email: string, ip: string) {
  const key = `${prefix}:login:fail:${sha256(`${email}\n${ip}`)}`;
  const ready = () => redis !== null && redis.status === 'ready';
  return {
    /** Throws 429 with Retry-After while the pair must wait, or 503 when Redis does not answer (fail closed, ADR 007). */
    async ensureMayTry(now = Date.now()): Promise<void> {
      const state = ready() ? await redis!.hmget(key, 'failures', 'last').catch(() => null) : null;
      if (!state) {
        throw new ApiError('UNAVAILABLE', 'This is temporarily unavailable. Please try again in a minute.', { headers: { 'Retry-After': '60' } });
      }
      const remaining = Number(state[1] ?? 0) + waitAfter(Number(state[0] ?? 0)) - now;
      if (remaining <= 0) return;
      throw new ApiError('RATE_LIMITED', 'Too many failed sign-ins. Please wait a moment and try again.', {
        headers: { 'Retry-After': String(Math.max(1, Math.ceil(remaining / 1000))) },
      });
    },
    async recordFailure(now = Date.now()): Promise<void> {
      if (!ready()) return;
      await redis!.multi().hincrby(key, 'failures', 1).hset(key, 'last', now).pexpire(key, REMEMBER_MS).exec().catch(() => {});
    },
    /** A successful sign-in forgets the pair's failures. */
    async clear(): Promise<void> {
      if (ready()) await redis!.del(key).catch(() => {});
    },
  };
}
