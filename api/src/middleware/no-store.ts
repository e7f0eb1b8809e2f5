import type { MiddlewareHandler } from 'hono';

/**
 * Every /api answer is `Cache-Control: no-store` unless its handler chose a policy itself (the public catalog and /config).
 * Order answers, the confirmation, staff lists, Zapier feeds and the signed-in user carry personal data that no browser or
 * shared cache may keep; defaulting here means a new route cannot forget it (README, Security).
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  // NOTE: set on c.res.headers like security-headers.ts does: c.header() after next() would rebuild the response.
  if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
};
