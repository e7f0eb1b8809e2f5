import type { RouterRoute } from 'hono/types';
import { accessOf, type Access } from '../src/middleware/access.ts';

export interface RegisteredRoute {
  /** "GET /api/orders", as registered under BASE_PATH, BASE_PATH left out. */
  name: string;
  method: string;
  /** The registered path under BASE_PATH, params and wildcards filled with sample values. */
  samplePath: string;
  /** What the route's first handler declares, or undefined when it declares nothing. */
  access: Access | undefined;
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every route of the app, once per method and path: what a client can call. App-wide middleware (registered for all of /api)
 * is not a route; an `ALL` route is walked as GET and POST.
 */
export function registeredRoutes(app: { routes: RouterRoute[] }, basePath: string): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of app.routes) {
    const path = route.path.slice(basePath.length);
    if (path === '/api/*' && route.method === 'ALL') continue;
    for (const method of route.method === 'ALL' ? ['GET', 'POST'] : [route.method]) {
      const name = `${method} ${path}`;
      if (seen.has(name)) continue;
      const samplePath = path.replace(/:\w+(\{[^}]*\})?/g, SAMPLE_ID).replace(/\*/g, 'sample');
      seen.set(name, { name, method, samplePath, access: accessOf(route.handler) });
    }
  }
  return [...seen.values()];
}
