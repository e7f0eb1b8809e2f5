import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './public-pages.ts';
import { createWebHost } from './web-host.ts';

const dist = mkdtempSync(join(tmpdir(), 'sdp-public-pages-'));
writeFileSync(join(dist, 'index.html'), [
  '<!doctype html>\n<html lang="en">\n<head>',
  '<title>SD Pumpkin | Home title</title>',
  '<meta\n  name="description"\n  content="The home description."\n/>',
  '<meta property="og:type" content="website" />\n<meta property="og:title" content="Home OG" />',
  '</head><body><div id="root"></div></body></html>',
].join('\n'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const noHeaders: MiddlewareHandler = async (_c, next) => next();
const saleOn = { saleEnded: async () => false };
const host = (basePath = '') =>
  createWebHost(dist, basePath, noHeaders, saleOn, 'https://sdpumpkin.example/', new Date('2026-11-20T08:00:00Z'));
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);

describe('each public page read without running scripts (docs/design.md §14)', () => {
  it('has its own title, description, canonical, Open Graph image and JSON-LD, once each', async () => {
    for (const page of PUBLIC_PAGES) {
      const html = await (await host().request(page.path)).text();
      const titles = [...html.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]);
      expect(titles, page.path).toEqual([page.title.replace(/&/g, '&amp;')]);
      expect(html.match(/name="description"/g), page.path).toHaveLength(1);
      expect(html.match(/property="og:title"/g), page.path).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="https://sdpumpkin.example${page.path}" />`);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/sdpumpkin\.example\/images\/[a-z0-9-]+\.webp" \/>/);
      expect(jsonLdTypes(html), page.path).toEqual(page.path === '/' ? ['LocalBusiness'] : ['LocalBusiness', 'BreadcrumbList']);
    }
  });

  it('keeps the generic head on token and staff pages', async () => {
    for (const path of ['/my-order', '/pay-balance/abc', '/dashboard']) {
      const html = await (await host().request(path)).text();
      expect(html, path).toContain('<title>SD Pumpkin | Home title</title>');
      expect(html, path).not.toContain('rel="canonical"');
    }
  });

  it('points canonical links, the sitemap and robots.txt under BASE_PATH', async () => {
    const html = await (await host('/sdpumpkin').request('/sdpumpkin/packages')).text();
    expect(html).toContain('<link rel="canonical" href="https://sdpumpkin.example/sdpumpkin/packages" />');
    const sitemap = await (await host('/sdpumpkin').request('/sdpumpkin/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(PUBLIC_PAGES.length);
    expect(sitemap).toContain('<loc>https://sdpumpkin.example/sdpumpkin/blog</loc><lastmod>2026-11-20</lastmod>');
    const robots = await (await host('/sdpumpkin').request('/sdpumpkin/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://sdpumpkin.example/sdpumpkin/sitemap.xml');
    expect(robots).toContain('Disallow: /sdpumpkin/api/');
    expect(robots).toContain('Disallow: /sdpumpkin/dashboard');
  });
});

describe('the sitemap with pages drawn from data (docs/design.md §14)', () => {
  it('dates the catalog pages by their data and lists communities, packages and articles with their own dates', async () => {
    const sitemapEntries = async () => ({
      dated: { '/packages': new Date('2026-11-02T10:00:00Z'), '/blog': new Date('2025-08-18T12:00:00Z') },
      more: [
        { path: '/service-areas/la-jolla', lastmod: new Date('2026-11-02T10:00:00Z') },
        { path: '/blog/heirloom-pumpkin-guide', lastmod: new Date('2025-08-18T12:00:00Z') },
      ],
    });
    const web = createWebHost(dist, '/sdpumpkin', noHeaders, saleOn, 'https://sdpumpkin.example', new Date('2026-11-20T08:00:00Z'), { sitemapEntries });
    const sitemap = await (await web.request('/sdpumpkin/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(PUBLIC_PAGES.length + 2);
    expect(sitemap).toContain('<loc>https://sdpumpkin.example/sdpumpkin/packages</loc><lastmod>2026-11-02</lastmod>');
    expect(sitemap).toContain('<loc>https://sdpumpkin.example/sdpumpkin/privacy-policy</loc><lastmod>2026-11-20</lastmod>');
    expect(sitemap).toContain('<loc>https://sdpumpkin.example/sdpumpkin/service-areas/la-jolla</loc><lastmod>2026-11-02</lastmod>');
    expect(sitemap).toContain('<loc>https://sdpumpkin.example/sdpumpkin/blog/heirloom-pumpkin-guide</loc><lastmod>2025-08-18</lastmod>');
  });
});
