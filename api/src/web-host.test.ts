import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebHost, saleEndedFromSeason, type PageState } from './web-host.ts';

const dist = mkdtempSync(join(tmpdir(), 'sdp-web-host-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html>\n<html lang="en">\n<head><title>SD Pumpkin</title></head><body><div id="root"></div></body></html>\n');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'app-1234abcd.js'), 'console.log("app");\n');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const noHeaders: MiddlewareHandler = async (_c, next) => next();
const host = (state: PageState, basePath = '') => createWebHost(dist, basePath, noHeaders, state);
const saleOn: PageState = { saleEnded: async () => false };
const saleOver: PageState = { saleEnded: async () => true };

describe('the SPA host', () => {
  it('serves index.html for the home page and client routes, telling the page when the sale is over', async () => {
    for (const path of ['/', '/index.html', '/reserve', '/packages/abc']) {
      const during = await host(saleOn).request(path);
      expect(during.status, path).toBe(200);
      expect(during.headers.get('cache-control')).toBe('no-cache');
      expect(await during.text()).toContain('<html lang="en">');
      expect(await (await host(saleOver).request(path)).text(), path).toContain('<html lang="en" data-sale-banner="off">');
    }
  });

  it('reads an unknown sale state (database away) as a sale in progress', async () => {
    const failing: PageState = { saleEnded: () => Promise.reject(new Error('connection refused')) };
    const res = await host(failing).request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="en">');
  });

  it('serves the page under BASE_PATH, with or without the trailing slash', async () => {
    for (const path of ['/sdpumpkin', '/sdpumpkin/', '/sdpumpkin/checkout']) {
      expect(await (await host(saleOver, '/sdpumpkin').request(path)).text(), path).toContain('data-sale-banner="off"');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await host(saleOn).request('/assets/app-1234abcd.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the hero image and home shell (issue 13, item 10)', () => {
  const homeDist = mkdtempSync(join(tmpdir(), 'sdp-web-host-home-'));
  afterAll(() => rmSync(homeDist, { recursive: true, force: true }));
  writeFileSync(join(homeDist, 'index.html'), [
    '<!doctype html>\n<html lang="en">\n<head>',
    '<link rel="preload" as="font" type="font/woff2" href="/assets/font.woff2" crossorigin>',
    '<link\n  rel="preload"\n  as="image"\n  href="/images/hero-1600.webp"\n  fetchpriority="high"\n/>',
    '</head><body><div id="root"><!--home-shell--><div data-static-shell><img src="/images/hero-1600.webp"></div><!--/home-shell--></div></body></html>',
  ].join('\n'));

  it('are sent with / only; every other page keeps the rest of the head', async () => {
    for (const [path, home] of [['/', true], ['/index.html', true], ['/reserve', false], ['/packages/abc', false]] as const) {
      for (const state of [saleOn, saleOver]) {
        const html = await (await createWebHost(homeDist, '', noHeaders, state).request(path)).text();
        expect(html.includes('hero-1600.webp'), path).toBe(home);
        expect(html.includes('data-static-shell'), path).toBe(home);
        expect(html, path).toContain('as="font"');
        expect(html, path).toContain('<div id="root">');
      }
    }
  });
});

describe('saleEndedFromSeason', () => {
  it('compares the season sale end with the clock and reads the database at most once a minute', async () => {
    const end = new Date('2027-10-01T07:00:00Z');
    let clock = end.getTime() - 30_000;
    let reads = 0;
    const state = saleEndedFromSeason(async () => (reads++, end), () => clock);
    expect(await state.saleEnded()).toBe(false);
    clock = end.getTime() - 1;
    expect(await state.saleEnded()).toBe(false);
    expect(reads).toBe(1);
    clock = end.getTime() + 61_000;
    expect(await state.saleEnded()).toBe(true);
    expect(reads).toBe(2);
  });

  it('treats a season without a sale end as no sale over', async () => {
    expect(await saleEndedFromSeason(async () => null).saleEnded()).toBe(false);
  });
});

describe('pages rendered on the server (ADR 057)', () => {
  const asked: string[] = [];
  const renderer = {
    setApiTransport: () => undefined,
    renderDocument: async (url: string) => {
      asked.push(url);
      if (url.includes('broken')) throw new Error('render failed');
      if (url.includes('staff')) return { status: 200 as const, html: null };
      if (url.includes('ended')) return { status: 410 as const, html: '<!doctype html>\n<html lang="en"><body><div id="root"><h1>This offer has ended</h1></div></body></html>' };
      return { status: 200 as const, html: `<!doctype html>\n<html lang="en"><body><div id="root"><h1>${url}</h1></div></body></html>` };
    },
  };
  const failures: string[] = [];
  const web = createWebHost(dist, '/sdpumpkin', noHeaders, saleOver, 'http://localhost', new Date(), { renderer, onRenderError: (_e, path) => failures.push(path) });

  it('answers the rendered page, with the base path and query the router reads, and marks the sale over', async () => {
    const html = await (await web.request('/sdpumpkin')).text();
    expect(html).toContain('<h1>/sdpumpkin/</h1>');
    expect(html).toContain('data-sale-banner="off"');
    expect(await (await web.request('/sdpumpkin/reserve?package=x')).text()).toContain('<h1>/sdpumpkin/reserve?package=x</h1>');
  });

  it('sends index.html for pages the browser renders, and falls back to it (logged) when rendering fails', async () => {
    for (const path of ['/sdpumpkin/staff', '/sdpumpkin/broken']) {
      const res = await web.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
    expect(failures).toEqual(['/broken']);
  });

  it('answers a renewal offer (one household\'s page) with its own status, for no shared cache and no index; its token is never logged', async () => {
    const res = await web.request('/sdpumpkin/renew/ended.c2lnbmF0dXJl');
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('<h1>This offer has ended</h1>');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    failures.length = 0;
    expect((await web.request('/sdpumpkin/renew/broken.c2VjcmV0')).status).toBe(200);
    expect(failures).toEqual(['/renew/:token']);
  });
});
