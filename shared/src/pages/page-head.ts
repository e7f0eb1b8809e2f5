/**
 * The head of a public page as the server sends it (docs/design.md §14, ADR 042, ADR 057): title, description, canonical, Open
 * Graph with an image, the LocalBusiness JSON-LD and, below `/`, a BreadcrumbList. Written in one place for the API's host and the
 * server renderer (web/src/prerender/), which also run in Vite's dev server.
 */
import { localBusinessJsonLd } from '../constants/local-business.ts';
import { PAGE_STATE_ID } from './page-state.ts';

export interface Crumb {
  name: string;
  /** Path under the site, e.g. '/service-areas'. */
  path: string;
}

export interface PageHead {
  /** Path under the site ('/', '/packages', '/service-areas/la-jolla'). */
  path: string;
  title: string;
  description: string;
  /** The trail below Home, ending with this page; empty on `/`. */
  crumbs: Crumb[];
  /** Open Graph image, a path under the site; the studio photograph when absent. */
  image?: string;
  /** The page's own structured data (Product, FAQPage, BlogPosting, ...), after LocalBusiness and the breadcrumbs. */
  jsonLd?: unknown[];
  /** False for the 404 page: no canonical address, and search engines are told not to index it. */
  indexable?: boolean;
  /** The catalog's price range for the LocalBusiness data ("$325 - $1,825"), when the page loaded the catalog. */
  priceRange?: string | null;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` escaped so no string can close the element. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export const jsonLdScript = (data: unknown) => `<script type="application/ld+json">${scriptJson(data)}</script>`;

/** `site` is PUBLIC_URL plus BASE_PATH, without a trailing slash. */
export function pageHeadHtml(page: PageHead, site: string): string {
  const url = `${site}${page.path}`;
  // NOTE: only the home page names the hero: elsewhere its URL in the head would read as the hero being sent (issue 13, item 10).
  const image = `${site}${page.image ?? (page.path === '/' ? '/images/hero-1600.webp' : '/images/about-studio.webp')}`;
  const business = { ...localBusinessJsonLd(`${site}/`, page.priceRange), image };
  const breadcrumbs = page.crumbs.length > 0 && {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...page.crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${site}${crumb.path}`,
    })),
  };
  const indexable = page.indexable !== false;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    indexable ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    indexable ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    jsonLdScript(business),
    breadcrumbs ? jsonLdScript(breadcrumbs) : '',
    ...(page.jsonLd ?? []).map(jsonLdScript),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** index.html with its generic title, description and Open Graph tags replaced by the page's own. */
export function withPageHead(html: string, page: PageHead, site: string): string {
  const generic = /<title>[\s\S]*?<\/title>|<meta\s+name="description"[\s\S]*?\/?>|<meta\s+property="og:[a-z]+"[^>]*>/g;
  return html.replace(generic, '').replace('</head>', `  ${pageHeadHtml(page, site)}\n  </head>`);
}


/**
 * index.html filled with a server-rendered page: its head, its markup inside #root, and its data as a JSON script (not run; the CSP
 * forbids inline scripts, and the app reads it by id).
 */
export function serverRenderedDocument(template: string, page: { head: PageHead; markup: string; state: unknown }, site: string): string {
  // NOTE: the head first: its clean-up must not reach into the page's markup (an SVG's <title>).
  const html = withPageHead(template, page.head, site);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html lacks an empty <div id="root"></div>');
  const data = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`;
  return html.replace(root, () => `<div id="root">${page.markup}</div>\n    ${data}`);
}
