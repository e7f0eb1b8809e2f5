import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { PUBLIC_PAGES, isNotForSearch, robotsTxt, sitemapXml, withPageHead } from './public-pages.ts';

/** Where `npm run build -w web` writes the SPA; WEB_DIST_DIR overrides it. */
export function resolveWebDist(configured: string): string | null {
  const dir = configured || fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(resolve(dir, 'index.html')) ? resolve(dir) : null;
}

/** What the page needs to know before any script runs; see createWebHost. */
export interface PageState {
  /** Whether the season's sale is over (docs/product-spec.md §2: the banner shows until its end passes). */
  saleEnded(): Promise<boolean>;
}

const HTML_TAG = '<html lang="en"';

/**
 * index.html as every page but `/` gets it: without the hero image preload and without the static home shell (between the
 * `<!--home-shell-->` comments web/vite-plugins/static-shell.ts writes). Both exist for the home page's first paint; elsewhere the
 * shell is hidden anyway, and its preload and image would spend a phone's bandwidth on a picture the page never shows.
 */
export function withoutHomeShell(html: string): string {
  return html
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>\s*/g, '')
    .replace(/<!--home-shell-->[\s\S]*?<!--\/home-shell-->/, '');
}

/**
 * Serve the built SPA under BASE_PATH on the API's port (make start): hashed assets cached for a year, precompressed
 * .br/.gz files when present, and index.html for every other path so client-side routes load.
 *
 * index.html carries the top of the home page as static HTML, sale banner included. Once the sale is over the page says so on
 * <html> (`data-sale-banner="off"`, which hides that banner in CSS), so React's first render does not move the hero up: that
 * shift would count against layout stability and make the hero image a new, late largest paint (ADR 013).
 */
export function createWebHost(
  distDir: string,
  basePath: string,
  headers: MiddlewareHandler,
  state: PageState,
  publicUrl = 'http://localhost',
  startedAt = new Date(),
) {
  const root = relative(process.cwd(), distDir) || '.';
  const indexHtml = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  if (!indexHtml.includes(HTML_TAG)) throw new Error(`${distDir}/index.html does not start with ${HTML_TAG}`);
  const saleOver = (html: string) => html.replace(HTML_TAG, `${HTML_TAG} data-sale-banner="off"`);
  const otherHtml = withoutHomeShell(indexHtml);
  const site = `${publicUrl.replace(/\/$/, '')}${basePath}`;
  const both = (html: string) => ({ during: html, after: saleOver(html) });
  // Each public page's own head (ADR 042), built once: the heads depend only on the build and PUBLIC_URL.
  const pages = new Map(
    PUBLIC_PAGES.map((page) => [page.path, both(withPageHead(page.path === '/' ? indexHtml : otherHtml, page, site))]),
  );
  const other = both(otherHtml);
  const strip = (path: string) => (basePath && path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path);
  const serve = async (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    const path = strip(c.req.path).replace(/\/(index\.html)?$/, '') || '/';
    const html = pages.get(path) ?? other;
    // NOTE: robots.txt only stops crawling; a signed link or staff screen found elsewhere must still not be indexed (ADR 042).
    if (isNotForSearch(path)) c.header('X-Robots-Tag', 'noindex, nofollow');
    // NOTE: unknown (database away) reads as a sale in progress: the banner shows until React knows better, as before.
    const ended = await state.saleEnded().catch(() => false);
    return c.html(ended ? html.after : html.during);
  };
  const host = new Hono()
    // NOTE: the same secure headers and CSP as the API (middleware/security-headers.ts), so a page and its calls agree.
    .use(headers)
    .use(compress());
  for (const path of new Set([basePath || '/', `${basePath}/`, `${basePath}/index.html`])) host.get(path, serve);
  const sitemap = sitemapXml(site, startedAt);
  return host
    .get(`${basePath}/sitemap.xml`, (c) => c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' }))
    .get(`${basePath}/robots.txt`, (c) => c.text(robotsTxt(site, basePath)))
    .use(`${basePath}/assets/*`, async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use(`${basePath}/*`, serveStatic({ root, precompressed: true, rewriteRequestPath: strip }))
    .get(`${basePath}/*`, serve);
}

/** The sale's end from the season settings, read at most once a minute (every page view asks). */
export function saleEndedFromSeason(readSaleEnd: () => Promise<Date | null>, now = () => Date.now(), maxAgeMs = 60_000): PageState {
  let cached: { at: number; end: Date | null } | undefined;
  return {
    async saleEnded() {
      if (!cached || now() - cached.at > maxAgeMs) cached = { at: now(), end: await readSaleEnd() };
      return cached.end !== null && cached.end.getTime() <= now();
    },
  };
}
