import type { Env } from '@sdp/server/env';
import type { RateLimitRule } from '../lib/rate-limit.ts';

const DEFAULT_PER_MINUTE = 30;
const REJOIN = /^\/waitlist\/rejoin\/[^/]+\/?$/;

// The anonymous writes a script could hammer: each creates rows, or calls Stripe on our account.
const PUBLIC_POSTS: { bucket: string; path: RegExp }[] = [
  { bucket: 'quotes', path: /^\/quotes\/?$/ },
  { bucket: 'waitlist', path: /^\/waitlist\/?$/ },
  { bucket: 'unsubscribe', path: /^\/waitlist\/unsubscribe\/[^/]+\/?$/ },
  { bucket: 'waitlist-rejoin', path: REJOIN },
  { bucket: 'orders', path: /^\/orders\/?$/ },
  { bucket: 'order-payment', path: /^\/orders\/[^/]+\/(update-payment|confirm-payment)\/?$/ },
  { bucket: 'verify-checkout', path: /^\/orders\/verify-(checkout-session|payment-intent)\/?$/ },
  { bucket: 'checkout', path: /^\/create-stripe-checkout\/?$/ },
  { bucket: 'promo', path: /^\/validate-promo-code\/?$/ },
  { bucket: 'pay-balance', path: /^\/pay-balance\/[^/]+\/intent\/?$/ },
  // Each click opens a Checkout Session on our Stripe account (ADR 082).
  { bucket: 'quote-deposit', path: /^\/quote-deposit\/[^/]+\/checkout\/?$/ },
  // The customer's order page (ADR 046): the link request sends e-mail, the others write the order or call Stripe.
  { bucket: 'my-order-link', path: /^\/my-order\/link\/?$/ },
  { bucket: 'my-order', path: /^\/my-order\/[^/]+\/(reschedule|cancel|balance-intent|card-setup|card)\/?$/ },
];

/** The per-IP limit for an anonymous POST, or null when the path has none (or limits are off). Fails open: ADR 007. */
export function publicPostRule(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_POST_RATE_LIMIT'>, method: string, apiPath: string): RateLimitRule | null {
  // NOTE: the order page's PATCH (phone, instructions) writes like a POST and is limited with them.
  if (method === 'PATCH' && /^\/my-order\/[^/]+\/?$/.test(apiPath)) return rule(env, 'my-order');
  // NOTE: the re-join link's GET is limited too (ADR 083): anyone may try tokens against it, and it reads the database.
  if (method === 'GET' && REJOIN.test(apiPath)) return rule(env, 'waitlist-rejoin');
  if (method !== 'POST') return null;
  const match = PUBLIC_POSTS.find((p) => p.path.test(apiPath));
  return match ? rule(env, match.bucket) : null;
}

// NOTE: feature tests post far more than a person would; the limiter's own tests set PUBLIC_POST_RATE_LIMIT explicitly.
function rule(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_POST_RATE_LIMIT'>, bucket: string): RateLimitRule | null {
  const limit = env.PUBLIC_POST_RATE_LIMIT ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_PER_MINUTE);
  return limit === 0 ? null : { bucket: `post:${bucket}`, limit, windowMs: 60_000, whenRedisDown: 'open' };
}
