import type { Env } from '@sdp/server/env';
import type { RateLimitRule } from '../lib/rate-limit.ts';

const DEFAULT_PER_MINUTE = 30;
// NOTE: the visit beacon fires on every page a person opens (ADR 122), and a household, an office or a phone network may share one
// address: 30 a minute would refuse a quick browse. An event is one cheap row, so it gets ten times the room.
const EVENTS_PER_MINUTE = 300;
const REJOIN = /^\/waitlist\/rejoin\/[^/]+\/?$/;
const RENEW = /^\/renew\/[^/]+\/?$/;
const REVIEW_NOTE = /^\/review-notes\/[^/]+\/?$/;
const CREW_FEED = /^\/crew-feed\/[^/]+$/;

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
  // Each click opens a Checkout Session for a gift card on our Stripe account (docs/design.md §27).
  { bucket: 'gift-card-checkout', path: /^\/gift-cards\/checkout\/?$/ },
  { bucket: 'promo', path: /^\/validate-promo-code\/?$/ },
  { bucket: 'pay-balance', path: /^\/pay-balance\/[^/]+\/intent\/?$/ },
  // Each click opens a Checkout Session on our Stripe account (ADR 082).
  { bucket: 'quote-deposit', path: /^\/quote-deposit\/[^/]+\/checkout\/?$/ },
  // The customer's order page (ADR 046): the link request sends e-mail, the others write the order or call Stripe.
  { bucket: 'my-order-link', path: /^\/my-order\/link\/?$/ },
  { bucket: 'my-order', path: /^\/my-order\/[^/]+\/(reschedule|cancel|balance-intent|card-setup|card|tip)\/?$/ },
  // The renewal offer (ADR 111): accepting writes an order and opens a PaymentIntent on our account.
  { bucket: 'renew', path: /^\/renew\/[^/]+\/(accept|decline)\/?$/ },
  // Each visit event is a row (ADR 122): a person browsing sends a few a minute, a script hammering the site many.
  { bucket: 'events', path: /^\/events\/?$/ },
  // The private note page of the review request (ADR 124): each note is a row, and anyone may try tokens against it.
  { bucket: 'review-note', path: REVIEW_NOTE },
];

/** The per-IP limit for an anonymous POST, or null when the path has none (or limits are off). Fails open: ADR 007. */
export function publicPostRule(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_POST_RATE_LIMIT'>, method: string, apiPath: string): RateLimitRule | null {
  // NOTE: the order page's PATCH (phone, instructions) writes like a POST and is limited with them.
  if (method === 'PATCH' && /^\/my-order\/[^/]+\/?$/.test(apiPath)) return rule(env, 'my-order');
  // NOTE: the re-join link's GET is limited too (ADR 083): anyone may try tokens against it, and it reads the database.
  if (method === 'GET' && REJOIN.test(apiPath)) return rule(env, 'waitlist-rejoin');
  // NOTE: the renewal page's GET too: anyone may try tokens against it, and it reads the card on file from Stripe.
  if (method === 'GET' && RENEW.test(apiPath)) return rule(env, 'renew-view');
  if (method === 'GET' && REVIEW_NOTE.test(apiPath)) return rule(env, 'review-note');
  // NOTE: so is a crew's calendar feed (ADR 127): its secret is the credential, and each answer plans a season of crew days.
  if (method === 'GET' && CREW_FEED.test(apiPath)) return rule(env, 'crew-feed');
  // NOTE: and which weeks are neighbour weeks (ADR 142): each answer reads the season's stops, and a script could walk every zip.
  if (method === 'GET' && /^\/neighbour-weeks\/?$/.test(apiPath)) return rule(env, 'neighbour-weeks');
  if (method !== 'POST') return null;
  const match = PUBLIC_POSTS.find((p) => p.path.test(apiPath));
  return match ? rule(env, match.bucket) : null;
}

/**
 * Whether the per-address limits on public writes are on (these and the visit events' own, ADR 122): PUBLIC_POST_RATE_LIMIT=0 turns
 * them off (the bench), and feature tests post far more than a person would, so they are off there unless it is set explicitly.
 */
export const publicLimitsOn = (env: Pick<Env, 'NODE_ENV' | 'PUBLIC_POST_RATE_LIMIT'>): boolean =>
  (env.PUBLIC_POST_RATE_LIMIT ?? (env.NODE_ENV === 'test' ? 0 : 1)) !== 0;

function rule(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_POST_RATE_LIMIT'>, bucket: string): RateLimitRule | null {
  if (!publicLimitsOn(env)) return null;
  const limit = env.PUBLIC_POST_RATE_LIMIT ?? (bucket === 'events' ? EVENTS_PER_MINUTE : DEFAULT_PER_MINUTE);
  return { bucket: `post:${bucket}`, limit, windowMs: 60_000, whenRedisDown: 'open' };
}
