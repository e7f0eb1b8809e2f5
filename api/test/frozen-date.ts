import { vi } from 'vitest';

/**
 * Run `act` with Date stopped at the moment it starts (only Date: the database and Redis clients keep their real timers). The
 * rate limits count in fixed windows of the clock (api/src/lib/rate-limit.ts) and sign-in back-off waits 1 s after the tenth
 * failure (ADR 022): a test that expects its (n+1)th request refused would otherwise pass only if no window turned, and no
 * second went by, between its requests.
 */
export async function withDateFrozen<T>(act: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    return await act();
  } finally {
    vi.useRealTimers();
  }
}
