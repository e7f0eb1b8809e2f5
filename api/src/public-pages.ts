/**
 * The head of each public page as the server sends it (docs/design.md §14, ADR 042): its own title, description, canonical,
 * Open Graph with an image and JSON-LD, so a crawler that runs no script reads the page it asked for, not the home page's head.
 * Staff routes and token pages are not listed: they keep the generic head and stay out of the sitemap.
 */
import { PAGE_META, type PageMeta } from '@sdp/shared/constants/pages';
import { escapeHtml, pageHeadHtml, withPageHead as withHead, type PageHead } from '@sdp/shared/pages/page-head';

export interface PublicPage extends PageMeta {
  path: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = Object.entries(PAGE_META).map(([path, meta]) => ({ path, ...meta }));

const headOf = (page: PublicPage): PageHead => ({
  path: page.path,
  title: page.title,
  description: page.description,
  crumbs: page.crumb ? [{ name: page.crumb, path: page.path }] : [],
});

/** `site` is PUBLIC_URL plus BASE_PATH, without a trailing slash. */
export const pageHead = (page: PublicPage, site: string): string => pageHeadHtml(headOf(page), site);

/** index.html with its generic title, description and Open Graph tags replaced by the page's own. */
export const withPageHead = (html: string, page: PublicPage, site: string): string => withHead(html, headOf(page), site);

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/**
 * Every public page, for /sitemap.xml: the table's pages dated by `dated` (else `lastmod`, when this build started serving), then
 * the pages drawn from data (packages, communities, articles) with their own dates (api/src/sitemap-entries.ts).
 */
export function sitemapXml(site: string, lastmod: Date, dated: Partial<Record<string, Date>> = {}, more: SitemapEntry[] = []): string {
  const entries = [...PUBLIC_PAGES.map((page) => ({ path: page.path, lastmod: dated[page.path] ?? lastmod })), ...more];
  const urls = entries
    .map((entry) => `  <url><loc>${escapeHtml(`${site}${entry.path}`)}</loc><lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Staff screens and the steps of an order are not for search (they were the static robots.txt's list). */
// NOTE: staff screens and the pages a signed link opens (their tokens must never be crawled or listed).
const NOT_FOR_SEARCH = [
  '/api/', '/dashboard', '/admin', '/zapier', '/login', '/checkout', '/order-confirmation', '/quote-thank-you', '/orders/', '/catalog',
  '/crew', '/run-sheet', '/pipeline', '/pay-balance/', '/quote-deposit/', '/waitlist/unsubscribe/', '/my-order',
  '/renew/', '/customers',
  '/review/',
  // A gift card's printable page carries its code (docs/design.md §27).
  '/gift-cards/card/', '/gift-card-lookup',
];

/** True for a page robots.txt keeps out of search; its HTML also answers `X-Robots-Tag: noindex` (a link shared elsewhere is still not indexed). */
export const isNotForSearch = (path: string): boolean => NOT_FOR_SEARCH.some((prefix) => path.startsWith(prefix));

export function robotsTxt(site: string, basePath: string): string {
  const disallow = NOT_FOR_SEARCH.map((path) => `Disallow: ${basePath}${path}\n`).join('');
  return `User-agent: *\nAllow: ${basePath || '/'}\n${disallow}\nSitemap: ${site}/sitemap.xml\n`;
}
