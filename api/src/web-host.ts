import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Where `npm run build -w web` writes the SPA; WEB_DIST_DIR overrides it. */
export function resolveWebDist(configured: string): string | null {
  const dir = configured || fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(resolve(dir, 'index.html')) ? resolve(dir) : null;
}

/**
 * Serve the built SPA under BASE_PATH on the API's port (make start): hashed assets cached for a year, precompressed
 * .br/.gz files when present, and index.html for every other path so client-side routes load.
 */
export function createWebHost(distDir: string, basePath: string, headers: MiddlewareHandler) {
  const root = relative(process.cwd(), distDir) || '.';
  const indexHtml = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  const strip = (path: string) => (basePath && path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path);
  return new Hono()
    // NOTE: the same secure headers and CSP as the API (middleware/security-headers.ts), so a page and its calls agree.
    .use(headers)
    .use(compress())
    .use(`${basePath}/assets/*`, async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use(`${basePath}/*`, serveStatic({ root, precompressed: true, rewriteRequestPath: strip }))
    .get(`${basePath}/*`, (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
