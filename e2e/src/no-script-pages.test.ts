import { PAGE_META } from '@sdp/shared/constants/pages';
import { describe, expect, inject, it } from 'vitest';

const { baseUrl } = inject('e2e');
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

// A crawler that runs no script (docs/design.md §14, ADR 042): plain fetch of the built site, as `make start` serves it.
describe('public pages read without running scripts', () => {
  it('each answers with its own title, description, canonical and JSON-LD', async () => {
    for (const [path, meta] of Object.entries(PAGE_META)) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(decode(html.match(/<title>(.*?)<\/title>/)?.[1] ?? ''), path).toBe(meta.title);
      expect(decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''), path).toBe(meta.description);
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
