import postgres from 'postgres';
import { PAGE_META, pageDescription, type PublicPath } from '@sdp/shared/constants/pages';
import type { Package } from '@sdp/shared/wire';
import { BLOG_POSTS } from '@sdp/shared/content/blog-posts';
import { describe, expect, inject, it } from 'vitest';

const { baseUrl, databaseUrl } = inject('e2e');
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

// A crawler that runs no script (docs/design.md §14, ADR 042): plain fetch of the built site, as `make start` serves it.
describe('public pages read without running scripts', () => {
  it('each answers with its own title, description, canonical and JSON-LD', async () => {
    // NOTE: the home description closes with the catalog's lowest price (docs/design.md §16, ADR 075).
    const packages = (await (await fetch(`${baseUrl}/api/packages`)).json()) as Package[];
    for (const [path, meta] of Object.entries(PAGE_META)) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(decode(html.match(/<title>(.*?)<\/title>/)?.[1] ?? ''), path).toBe(meta.title);
      expect(decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''), path).toBe(pageDescription(path as PublicPath, packages));
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path === '/' ? '/' : path}" />`));
      const types = jsonLd(html).map((data) => data['@type']);
      expect(types, path).toContain('LocalBusiness');
      if (path !== '/') expect(types, path).toContain('BreadcrumbList');
    }
  });

  it('gives the business its phone and rating before any script runs', async () => {
    const [business] = jsonLd(await (await fetch(`${baseUrl}/`)).text());
    expect(business).toMatchObject({ '@type': 'LocalBusiness', telephone: '(858) 255-0282', aggregateRating: { ratingValue: '5.0', reviewCount: 47 } });
  });

  it('lists every public page in the sitemap, and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const path of Object.keys(PAGE_META)) expect(sitemap).toContain(`${path === '/' ? '/' : path}</loc>`);
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });
});

/** Every page a visitor can land on, with the heading its server-rendered HTML must already hold (docs/design.md §14, ADR 057). */
async function landingPages(): Promise<{ path: string; title: string | RegExp; heading: string }[]> {
  const areas = (await (await fetch(`${baseUrl}/api/service-areas`)).json()) as { name: string; slug: string }[];
  const packages = (await (await fetch(`${baseUrl}/api/packages`)).json()) as { id: string; name: string }[];
  const HEADINGS: Record<string, string> = {
    '/': 'San Diego&#x27;s Premier', '/packages': 'Autumn Packages, Styled for San Diego Homes', '/collections': 'The Collections',
    '/reserve': 'Complete Your Reservation', '/service-areas': 'Serving San Diego County', '/blog': 'Fall Decor Ideas from Our Designers',
    '/landing': 'A Designer Fall Porch', '/halloween': 'The Most Beautiful Porch on the Block', '/terms': 'Deposit, Balance',
    '/privacy-policy': 'Privacy Policy',
  };
  return [
    ...Object.entries(PAGE_META).map(([path, meta]) => ({ path, title: meta.title, heading: HEADINGS[path] ?? '(missing)' })),
    ...areas.map((area) => ({ path: `/service-areas/${area.slug}`, title: `Pumpkin Delivery in ${area.name} | SD Pumpkin`, heading: `Pumpkin Delivery in ${area.name}` })),
    ...packages.map((pkg) => ({ path: `/packages/${pkg.id}`, title: `${pkg.name} | SD Pumpkin Packages`, heading: pkg.name })),
    ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.id}`, title: `${post.title} | The Porch Journal | SD Pumpkin`, heading: post.title })),
  ];
}

/** The text of the page's <main>, tags removed. */
const mainText = (html: string) => (html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Headings in <main> that go more than one level deeper than the one before (h1 then h3): Lighthouse's heading-order. */
const skippedHeadingLevels = (html: string) => {
  const levels = [...(html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? '').matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} then h${level}`] : []));
};

describe('public pages rendered on the server (docs/design.md §14)', () => {
  it('each route, community page, package and article holds its own heading, main content, title and canonical', async () => {
    const pages = await landingPages();
    expect(pages.length).toBeGreaterThanOrEqual(10 + 12 + 4 + 4);
    for (const page of pages) {
      const res = await fetch(`${baseUrl}${page.path}`);
      expect(res.status, page.path).toBe(200);
      const html = await res.text();
      expect(decode(html.match(/<title>(.*?)<\/title>/)?.[1] ?? ''), page.path).toBe(page.title);
      expect(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1], page.path).toContain(page.heading);
      expect(mainText(html).length, `${page.path}: words in <main>`).toBeGreaterThan(200);
      expect(skippedHeadingLevels(html), `${page.path}: heading levels`).toEqual([]);
      expect(html, page.path).toContain(`<link rel="canonical" href="${baseUrl}${page.path}" />`);
      // NOTE: the CSP refuses inline scripts: the page carries data (JSON) and JSON-LD only, never code.
      expect(html.match(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/g), page.path).toBeNull();
    }
  });

  it('community pages state their zone, fee, weeks or booking date, and packages with prices; the sitemap dates them', async () => {
    const html = await (await fetch(`${baseUrl}/service-areas/point-loma`)).text();
    const text = mainText(html);
    expect(text).toContain('Standard Delivery');
    expect(text).toMatch(/Delivery fee \$25 for Drop-Off orders/);
    expect(text).toMatch(/Week of October \d+|Booking for fall \d{4} opens/);
    expect(text).toContain('Golden Harvest');
    expect(text).toMatch(/White-Glove \$[\d,]+(\.\d\d)? Drop-Off \$[\d,]+(\.\d\d)? /);
    const crumbs = jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Service Areas', 'Point Loma']);
    const listing = await (await fetch(`${baseUrl}/service-areas`)).text();
    expect(listing).toContain('href="/service-areas/point-loma"');
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>[^<]*\/service-areas\/[a-z-]+<\/loc>/g)).toHaveLength(12);
    expect(sitemap).toMatch(/\/blog\/heirloom-pumpkin-guide<\/loc><lastmod>2025-08-18<\/lastmod>/);
    for (const blocked of ['/dashboard', '/checkout', '/pay-balance', '/login']) expect(sitemap, blocked).not.toContain(`${blocked}<`);
  });

  it('packages carry Product/Offer, the home page FAQPage, an article BlogPosting', async () => {
    const types = async (path: string) => jsonLd(await (await fetch(`${baseUrl}${path}`)).text()).map((data) => data['@type']);
    expect(await types('/')).toEqual(expect.arrayContaining(['LocalBusiness', 'FAQPage', 'Product']));
    expect(await types('/packages')).toEqual(expect.arrayContaining(['LocalBusiness', 'BreadcrumbList', 'Product']));
    expect(await types('/blog/coastal-fall-porch')).toEqual(expect.arrayContaining(['LocalBusiness', 'BreadcrumbList', 'BlogPosting']));
  });

  it('an unknown address answers 404 with the site\'s not-found page, not indexed', async () => {
    const res = await fetch(`${baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('a catalog price change shows in the server-rendered / and /packages at once, without a rebuild', async () => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [before] = await sql<{ cents: number; own: number }[]>`
      SELECT drop_off_price_cents AS cents, price_cents AS own FROM packages WHERE name = 'Autumn Glow'`;
    try {
      // NOTE: as the catalog screen saves a Drop-Off package's price: its own price is its Drop-Off price (save-catalog.ts).
      await sql`UPDATE packages SET drop_off_price_cents = 33700, price_cents = 33700 WHERE name = 'Autumn Glow'`;
      // NOTE: the API drops its cached catalog on PostgreSQL's NOTIFY; allow the notice a moment to arrive.
      await expect.poll(async () => mainText(await (await fetch(`${baseUrl}/packages`)).text()), { timeout: 5_000 }).toContain('$337');
      expect(mainText(await (await fetch(`${baseUrl}/`)).text())).toContain('$337');
    } finally {
      await sql`UPDATE packages SET drop_off_price_cents = ${before!.cents}, price_cents = ${before!.own} WHERE name = 'Autumn Glow'`;
      await sql.end();
    }
  });
});
