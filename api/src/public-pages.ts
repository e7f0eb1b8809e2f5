/**
 * The head of each public page as the server sends it (docs/design.md §14, ADR 042): its own title, description, canonical,
 * Open Graph with an image and JSON-LD, so a crawler that runs no script reads the page it asked for, not the home page's head.
 * Staff routes and token pages are not listed: they keep the generic head and stay out of the sitemap.
 */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** The breadcrumb's name for this page; the home page has none. */
  crumb?: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'SD Pumpkin | Luxury Pumpkin Delivery & Fall Porch Decor in San Diego',
    description:
      "San Diego's premier pumpkin delivery service. Designer fall porch collections, delivered and installed across San Diego County.",
  },
  { path: '/packages', crumb: 'Packages', title: 'Porch Decor Packages | SD Pumpkin', description: 'Compare our designer fall porch packages: what each includes, its price and its 30% deposit.' },
  { path: '/reserve', crumb: 'Reserve', title: 'Reserve Your Porch | SD Pumpkin', description: 'Reserve a fall porch package with a 30% deposit, or ask for a custom quote.' },
  { path: '/service-areas', crumb: 'Service Areas', title: 'Service Areas in San Diego County | SD Pumpkin', description: 'The San Diego County communities we deliver and install in, with their delivery fees and weeks.' },
  { path: '/blog', crumb: 'Journal', title: 'The Journal: Fall Porch Ideas | SD Pumpkin', description: 'Ideas, care tips and styling notes for a luxury autumn porch in San Diego.' },
  { path: '/collections', crumb: 'Collections', title: 'Collections | SD Pumpkin', description: 'Our seasonal porch collections, designed and installed in San Diego County.' },
  { path: '/halloween', crumb: 'Halloween', title: 'Halloween Porch Decor | SD Pumpkin', description: 'A Halloween-ready porch, designed and installed before the big night.' },
  { path: '/landing', crumb: 'Fall Porch Decor', title: 'Luxury Fall Porch Decor in San Diego | SD Pumpkin', description: 'Designer pumpkin porches delivered and installed across San Diego County.' },
  { path: '/terms', crumb: 'Booking Terms', title: 'Booking Terms | SD Pumpkin', description: 'Deposits, balances, rescheduling and refunds for SD Pumpkin bookings.' },
  { path: '/privacy-policy', crumb: 'Privacy Policy', title: 'Privacy Policy | SD Pumpkin', description: 'How SD Pumpkin collects, uses and protects your information.' },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped so no string can close the element. */
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** `site` is PUBLIC_URL plus BASE_PATH, without a trailing slash. */
export function pageHead(page: PublicPage, site: string): string {
  const url = `${site}${page.path === '/' ? '/' : page.path}`;
  // NOTE: only the home page names the hero: elsewhere its URL in the head would read as the hero being sent (issue 13, item 10).
  const image = `${site}/images/${page.path === '/' ? 'hero-1600.webp' : 'about-studio.webp'}`;
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'SD Pumpkin',
    url: `${site}/`,
    image,
    areaServed: 'San Diego County, CA',
    address: { '@type': 'PostalAddress', addressLocality: 'San Diego', addressRegion: 'CA', addressCountry: 'US' },
  };
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

export function robotsTxt(site: string, basePath: string): string {
  return `User-agent: *\nDisallow: ${basePath}/api/\nSitemap: ${site}/sitemap.xml\n`;
}
