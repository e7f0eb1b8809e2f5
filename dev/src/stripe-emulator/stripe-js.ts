import { readFileSync } from 'node:fs';
import { Hono } from 'hono';

// NOTE: read once at start; the script is plain browser JavaScript kept in its own file so it reads (and lints) as what it is.
const SOURCE = readFileSync(new URL('./stripe-js-client.js', import.meta.url), 'utf8');

/** GET /js/v3: the Stripe.js stand-in (window.Stripe) that talks to this emulator. */
export const stripeJsRoutes = new Hono().get('/js/v3', (c) => {
  c.header('content-type', 'application/javascript; charset=utf-8');
  c.header('cache-control', 'no-cache');
  c.header('access-control-allow-origin', '*');
  return c.body(SOURCE);
});
