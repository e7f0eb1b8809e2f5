import Stripe from 'stripe';
import type { Env } from './env.ts';

/**
 * The official SDK, pointed at STRIPE_API_URL when set (the emulator in dev/ and tests) — host, port and protocol —
 * so the product speaks Stripe's real wire format everywhere. null without a secret key: payments are then unavailable.
 */
export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const target = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
