import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../lib/deps.ts';
import { securityHeaders } from '../../middleware/security-headers.ts';
import { getCatalog, peekCatalog } from '@sdp/server/catalog/catalog-cache';
import type { Catalog } from '@sdp/server/catalog/catalog';

// NOTE: browsers and the CDN may keep catalog answers briefly; the SPA caches them for 5 minutes itself (docs/product-spec.md §7).
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/** The public catalog lists, as the exact bodies the API sends (zones without their internal fee in cents). */
const LISTS: Record<string, (catalog: Catalog) => unknown> = {
  '/packages': (c) => c.packages,
  '/add-on-services': (c) => c.addOns,
  '/delivery-zones': (c) => c.zones.map(({ feeCents: _omit, ...zone }) => zone),
  '/service-areas': (c) => c.serviceAreas,
  '/home-communities': (c) => c.homeCommunities,
  '/gallery': (c) => c.gallery,
};

/** Serialise each list once per catalog version (a new Catalog object replaces the old one on every change). */
const bodies = new WeakMap<Catalog, Map<string, string>>();
export function catalogBody(catalog: Catalog, path: string): string | undefined {
  const list = LISTS[path];
  if (!list) return undefined;
  let cached = bodies.get(catalog);
  if (!cached) bodies.set(catalog, (cached = new Map()));
  let body = cached.get(path);
  if (body === undefined) cached.set(path, (body = JSON.stringify(list(catalog))));
  return body;
}

/** The secure headers and CSP every API answer carries, read once from the same middleware as a plain object. */
async function staticSecurityHeaders(env: AppDeps['env']): Promise<Record<string, string>> {
  const probe = new Hono().use(securityHeaders(env)).get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type' && name !== 'content-length'));
}

/**
 * The hottest public reads (the catalog lists every visitor's first screen asks for) answered before the rest of the middleware
 * chain: a prebuilt body and one plain header object, which @hono/node-server writes without building a Web Headers object.
 * The answer is byte-for-byte what the catalog routes send, with the same security headers; these are public, cookie-less,
 * side-effect-free GETs, so the Origin check, rate limits and access policy have nothing to do for them. Returns undefined for
 * anything else, which takes the normal chain.
 */
export function catalogFastAnswer(deps: AppDeps): (method: string, path: string) => Response | Promise<Response> | undefined {
  const prefix = `${deps.env.BASE_PATH}/api`;
  let headers: Record<string, string> | undefined;
  const ready = staticSecurityHeaders(deps.env).then((security) => {
    headers = { ...security, 'content-type': 'application/json', 'cache-control': CATALOG_CACHE_CONTROL };
  });
  const answer = (catalog: Catalog, path: string) => new Response(catalogBody(catalog, path)!, { status: 200, headers: headers! });
  return (method, fullPath) => {
    if (method !== 'GET' || !fullPath.startsWith(prefix)) return undefined;
    const path = fullPath.slice(prefix.length);
    if (!(path in LISTS)) return undefined;
    // NOTE: synchronous once warm (no promise per request); the first requests after a change wait for the reload.
    const catalog = peekCatalog(deps.sql);
    if (catalog && headers) return answer(catalog, path);
    return Promise.all([getCatalog(deps.sql), ready]).then(([loaded]) => answer(loaded, path));
  };
}

/** The same fast answer as app middleware, so app.request() in tests and any other host get it too. */
export function catalogFastPath(deps: AppDeps): MiddlewareHandler {
  const fast = catalogFastAnswer(deps);
  return async (c, next) => fast(c.req.method, c.req.path) ?? next();
}
