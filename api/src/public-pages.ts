/**
 * The head of each public page as the server sends it (docs/design.md §14, ADR 042): its own title, description, canonical,
 * Open Graph with an image and JSON-LD, so a crawler that runs no script reads the page it asked for, not the home page's head.
 * Staff routes and token pages are not listed: they keep the generic head and stay out of the sitemap.
 */
import { localBusinessJsonLd } from '@sdp/shared/constants/local-business';
import { PAGE_META, type PageMeta } from '@sdp/shared/constants/pages';

export interface PublicPage extends PageMeta {
  path: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = Object.entries(PAGE_META).map(([path, meta]) => ({ path, ...meta }));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped so no string can close the element. */
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** `site` is PUBLIC_URL plus BASE_PATH, without a trailing slash. */
export function pageHead(page: PublicPage, site: string): string {
  const url = `${site}${page.path === '/' ? '/' : page.path}`;
  // NOTE: only the home page names the hero: elsewhere its URL in the head would read as the hero being sent (issue 13, item 10).
  const image = `${site}/images/${page.path === '/' ? 'hero-1600.webp' : 'about-studio.webp'}`;
  const business = { ...localBusinessJsonLd(`${site}/`), image };
  const breadcrumbs = page.crumb && {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: page.crumb, item: url },
    ],
  };
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    jsonLd(business),
    breadcrumbs ? jsonLd(breadcrumbs) : '',
  ].join('\n    ');
}

/** index.html with its generic title, description and Open Graph tags replaced by the page's own. */
export function withPageHead(html: string, page: PublicPage, site: string): string {
  const generic = /<title>[\s\S]*?<\/title>|<meta\s+name="description"[\s\S]*?\/?>|<meta\s+property="og:[a-z]+"[^>]*>/g;
  return html.replace(generic, '').replace('</head>', `  ${pageHead(page, site)}\n  </head>`);
}

/** Every public page, for /sitemap.xml; lastmod is when this build started serving (the pages change with a deploy). */
export function sitemapXml(site: string, lastmod: Date): string {
  const day = lastmod.toISOString().slice(0, 10);
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeHtml(`${site}${page.path}`)}</loc><lastmod>${day}</lastmod></url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Staff screens and the steps of an order are not for search (they were the static robots.txt's list). */
// NOTE: staff screens and the pages a signed link opens (their tokens must never be crawled or listed).
const NOT_FOR_SEARCH = [
  '/api/', '/dashboard', '/admin', '/zapier', '/login', '/checkout', '/order-confirmation', '/quote-thank-you', '/orders/', '/catalog',
  '/crew', '/run-sheet', '/pipeline', '/pay-balance/', '/quote-deposit/', '/waitlist/unsubscribe/', '/my-order',
];

/** True for a page robots.txt keeps out of search; its HTML also answers `X-Robots-Tag: noindex` (a link shared elsewhere is still not indexed). */
export const isNotForSearch = (path: string): boolean => NOT_FOR_SEARCH.some((prefix) => path.startsWith(prefix));

export function robotsTxt(site: string, basePath: string): string {
  const disallow = NOT_FOR_SEARCH.map((path) => `Disallow: ${basePath}${path}\n`).join('');
  return `User-agent: *\nAllow: ${basePath || '/'}\n${disallow}\nSitemap: ${site}/sitemap.xml\n`;
}
