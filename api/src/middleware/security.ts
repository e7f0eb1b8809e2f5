import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/deps.ts';
import { DomainError } from '@sdp/server/domain-error';
import { apiErrorResponse } from '../lib/errors.ts';
import { enforce } from '../lib/rate-limit.ts';
import { clientIp } from './client-ip.ts';
import { clientKey } from '@sdp/server/client-key';
import { checkOrigin } from './origin-check.ts';
import { publicPostRule } from './public-rate-limits.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * Every /api request: secure headers and the CSP; the Origin check for cookie-authenticated writes; per-IP limits on the public
 * POSTs. Who may call a route is declared on the route itself (middleware/access.ts, ADR 018). Sign-in's own limits live in the
 * login handler (they need the e-mail).
 */
export const securityMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { env, redis } = c.get('deps');
  const apiPath = c.req.path.slice(`${env.BASE_PATH}/api`.length) || '/';
  await securityHeaders(env)(c, async () => {
    try {
      checkOrigin(c, apiPath);
      const rule = publicPostRule(env, c.req.method, apiPath);
      if (rule) await enforce(redis, env.REDIS_PREFIX, rule, clientKey(clientIp(c)));
      await next();
    } catch (err) {
      // NOTE: answered here rather than rethrown so the refusal (403/429) still leaves through secureHeaders.
      if (!(err instanceof DomainError)) throw err;
      c.res = apiErrorResponse(c, err);
    }
  });
};

