import type { AppDeps } from '../../lib/deps.ts';

// NOTE: the confirmation page polls every 1.5 s while a deposit is processing; Stripe is asked about one order at most this
// often, and in between the answer comes from the database (the webhook moves the order on its own).
export const STRIPE_LOOKUP_INTERVAL_MS = 5_000;

/**
 * Whether this request may ask Stripe about an unpaid order now: one lookup per order per interval across all API processes
 * (a Redis SET NX with expiry). Without Redis it says yes, as the other public limits do (ADR 007).
 */
export async function mayAskStripe(deps: Pick<AppDeps, 'redis' | 'env'>, orderId: string): Promise<boolean> {
  const redis = deps.redis;
  if (!redis || redis.status !== 'ready') return true;
  try {
    const set = await redis.set(`${deps.env.REDIS_PREFIX}:stripe-lookup:${orderId}`, '1', 'PX', STRIPE_LOOKUP_INTERVAL_MS, 'NX');
    return set === 'OK';
  } catch {
    return true;
  }
}
