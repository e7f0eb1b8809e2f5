import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '@sdp/server/env';
import { contentSecurityPolicy } from './content-security-policy.ts';

type HeadersEnv = Parameters<typeof contentSecurityPolicy>[0];

// NOTE: built once per Env object (one per process, one per test app), not per request: /api/packages is benchmarked.
const built = new WeakMap<HeadersEnv, MiddlewareHandler>();

/**
 * Secure headers (hono/secure-headers) plus the site's Content-Security-Policy, for the API and for the web host's HTML alike,
 * so a page and its calls run under one policy. HSTS only when PUBLIC_URL is https.
 */
export function securityHeaders(env: HeadersEnv & Pick<Env, 'PUBLIC_URL'>): MiddlewareHandler {
  let handler = built.get(env);
  if (!handler) {
    const csp = contentSecurityPolicy(env);
    const headers = secureHeaders({
      strictTransportSecurity: new URL(env.PUBLIC_URL).protocol === 'https:' ? 'max-age=31536000; includeSubDomains' : false,
      // NOTE: COEP would block Stripe's and the tags' cross-origin frames and scripts.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    });
    handler = (c, next) =>
      headers(c, async () => {
        await next();
        // NOTE: after next(), like secureHeaders itself, so a handler's own Response (the queue board's assets) gets it too.
        // Set on c.res.headers as secureHeaders does: c.header() on a finished response rebuilds it as a streamed Response,
        // which cost /api/packages about a third of its throughput (make bench).
        c.res.headers.set('Content-Security-Policy', csp);
      });
    built.set(env, handler);
  }
  return handler;
}
