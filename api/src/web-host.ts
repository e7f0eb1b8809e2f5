import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { PUBLIC_PAGES, isNotForSearch, robotsTxt, sitemapXml, withPageHead, type SitemapEntry } from './public-pages.ts';

/** Where `npm run build -w web` writes the SPA; WEB_DIST_DIR overrides it. */
export function resolveWebDist(configured: string): string | null {
  const dir = configured || fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(resolve(dir, 'index.html')) ? resolve(dir) : null;
}

/** The server renderer of the public pages: the SSR build of web/src/prerender/render-page.tsx (ADR 057). */
export interface PageRenderer {
  setApiTransport(next: typeof fetch): void;
  renderDocument(url: string, template: string, site: string): Promise<{ status: 200 | 404 | 410; html: string | null }>;
}

/** The renderer built beside the SPA (`npm run build -w web` writes web/dist-ssr next to web/dist); null when it is absent. */
export async function loadPageRenderer(distDir: string, onError: (error: unknown) => void = () => undefined): Promise<PageRenderer | null> {
  const entry = resolve(distDir, '..', 'dist-ssr', 'render-page.js');
  if (!existsSync(entry)) return null;
  // NOTE: a renderer that cannot load (its dependencies missing) leaves the pages to the browser, as before; it must not stop the API.
  return (import(pathToFileURL(entry).href) as Promise<PageRenderer>).catch((error: unknown) => {
    onError(error);
    return null;
  });
}

/** Where the public pages come from beyond index.html: the server renderer and the sitemap's data-driven pages and dates. */
export interface PageSources {
  renderer?: PageRenderer | null;
  onRenderError?: (error: unknown, path: string) => void;
  sitemapEntries?: () => Promise<{ dated: Partial<Record<string, Date>>; more: SitemapEntry[] }>;
}

/** What the page needs to know before any script runs; see createWebHost. */
export interface PageState {
  /** Whether the season's sale is over (docs/product-spec.md §2: the banner shows until its end passes). */
  saleEnded(): Promise<boolean>;
}

const HTML_TAG = '<html lang="en"';

/** A signed link's path with its token replaced by `:token`, as the API logs its routes: a token is a credential, never logged. */
export const pathForLog = (path: string): string => (isNotForSearch(path) ? path.replace(/^(\/[^/]+(?:\/(?:unsubscribe|rejoin))?\/)[^/]+/, '$1:token') : path);

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
  sources: PageSources = {},
) {
  const { renderer = null, onRenderError = () => undefined, sitemapEntries } = sources;
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
  // NOTE: per request, from the API's own cached answers (ADR 057): a price or season change shows on the next page view. A
  // renderer failure falls back to the page's head with the browser rendering the rest, as before server rendering.
  const render = async (c: Context, path: string) => {
    if (!renderer) return null;
    const url = new URL(c.req.url);
    const template = path === '/' ? indexHtml : otherHtml;
    // NOTE: the router reads the base path's home as `${basePath}/`.
    const pathname = basePath && url.pathname === basePath ? `${basePath}/` : url.pathname;
    return renderer.renderDocument(`${pathname}${url.search}`, template, site).catch((error: unknown) => {
      onRenderError(error, pathForLog(path));
      return null;
    });
  };
  const serve = async (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    const path = strip(c.req.path).replace(/\/(index\.html)?$/, '') || '/';
    // NOTE: robots.txt only stops crawling; a signed link or staff screen found elsewhere must still not be indexed (ADR 042).
    // Such a page may be rendered with one household's data (the renewal offer, ADR 194): no shared cache may keep it.
    if (isNotForSearch(path)) {
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Cache-Control', 'private, no-cache');
    }
    // NOTE: unknown (database away) reads as a sale in progress: the banner shows until React knows better, as before.
    const [rendered, ended] = await Promise.all([render(c, path), state.saleEnded().catch(() => false)]);
    if (rendered?.html) return c.html(ended ? saleOver(rendered.html) : rendered.html, rendered.status);
    const html = pages.get(path) ?? other;
    return c.html(ended ? html.after : html.during, rendered?.status ?? 200);
  };
  const host = new Hono()
    // NOTE: the same secure headers and CSP as the API (middleware/security-headers.ts), so a page and its calls agree.
    .use(headers)
    .use(compress());
  for (const path of new Set([basePath || '/', `${basePath}/`, `${basePath}/index.html`])) host.get(path, serve);
  const sitemap = async () => {
    const data = await sitemapEntries?.();
    return sitemapXml(site, startedAt, data?.dated, data?.more);
  };
  return host
    .get(`${basePath}/sitemap.xml`, async (c) => c.body(await sitemap(), 200, { 'Content-Type': 'application/xml; charset=utf-8' }))
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
