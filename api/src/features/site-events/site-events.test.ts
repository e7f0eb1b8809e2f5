import { describe, expect, it } from 'vitest';
import { saltDays, siteEventsBetween } from '@sdp/server/db/site-events';
import { useTestContext } from '../../../test/harness.ts';

// docs/design.md §21, ADR 122: visits counted without a cookie or a stored address, by a hash under a salt that changes daily.
const ctx = useTestContext({ TRUST_PROXY: '1' });
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** POST /api/events at instant `at` from address `ip` with browser `ua`. */
function send(at: string, body: unknown, ip = '203.0.113.7', ua = BROWSER) {
  return ctx.appWith({ now: () => new Date(at) }).request(`${ctx.env.BASE_PATH}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': ua },
    body: JSON.stringify(body),
  });
}
const stored = (from: string, to: string) => siteEventsBetween(ctx.sql, new Date(from), new Date(to));

/** `send` with the per-address limits on, as in production (tests turn them off unless PUBLIC_POST_RATE_LIMIT is set). */
const limitedApps = new Map<string, ReturnType<typeof ctx.appWith>>();
function sendLimited(at: string, body: unknown, ip: string, ua: string) {
  if (!limitedApps.has(at)) limitedApps.set(at, ctx.appWith({ now: () => new Date(at), env: { ...ctx.env, PUBLIC_POST_RATE_LIMIT: 100_000 } }));
  return limitedApps.get(at)!.request(`${ctx.env.BASE_PATH}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': ua },
    body: JSON.stringify(body),
  });
}
const rotating = (i: number) => BROWSER.replace('17_5', `17_${i}`);

describe('POST /api/events: visits without cookies', () => {
  it('stores a page view with its source, answers 204 without a cookie, and keeps no address', async () => {
    const res = await send('2026-10-03T17:00:00Z', { kind: 'page_view', path: '/packages/golden-harvest?x=1', referrer: 'https://www.instagram.com/p/abc' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    const [event] = await stored('2026-10-03T00:00:00Z', '2026-10-04T00:00:00Z');
    expect(event).toMatchObject({ kind: 'page_view', path: '/packages/golden-harvest', source: 'instagram.com', referrerHost: 'instagram.com' });
    expect(event!.visitor).toMatch(/^[0-9a-f]{32}$/);
    const [everything] = await ctx.sql<{ text: string }[]>`SELECT string_agg(row_to_json(e)::text, ' ') AS text FROM site_events e`;
    expect(everything!.text).not.toContain('203.0.113.7');
    expect(everything!.text).not.toContain('iPhone');
  });

  it('names the source from UTM tags first, and calls our own pages and no referrer direct', async () => {
    const at = '2026-10-04T18:00:00Z';
    await send(at, { kind: 'page_view', path: '/', referrer: 'https://www.google.com/', utm: { source: 'Newsletter', medium: 'Email', campaign: 'Oct-1' } });
    await send(at, { kind: 'order_dialog_opened', path: '/', referrer: `${ctx.env.PUBLIC_URL}/catalog` });
    await send(at, { kind: 'checkout_started', path: '/checkout' });
    const events = await stored('2026-10-04T00:00:00Z', '2026-10-05T00:00:00Z');
    expect(events.map((e) => [e.kind, e.source, e.referrerHost, e.utmMedium, e.utmCampaign])).toEqual([
      ['page_view', 'newsletter', 'google.com', 'email', 'Oct-1'],
      ['order_dialog_opened', 'direct', null, null, null],
      ['checkout_started', 'direct', null, null, null],
    ]);
  });

  it('counts one visitor the same all day and as someone else the next day, when the old salt is gone', async () => {
    const view = { kind: 'page_view', path: '/' };
    // 07:00 and 23:30 on 6 October, then 00:30 on the 7th, San Diego time (UTC-7 in October).
    await send('2026-10-06T14:00:00Z', view);
    await send('2026-10-06T14:00:00Z', view, '198.51.100.9');
    await send('2026-10-07T06:30:00Z', view);
    await send('2026-10-07T07:30:00Z', view);
    const [morning, other, late, nextDay] = await stored('2026-10-06T00:00:00Z', '2026-10-08T00:00:00Z');
    expect(late!.visitor).toBe(morning!.visitor);
    expect(other!.visitor).not.toBe(late!.visitor);
    expect(nextDay!.visitor).not.toBe(late!.visitor);
    expect(await saltDays(ctx.sql)).toEqual(['2026-10-07']);
  });

  it('stores every one of 200 page views that arrive together, each answered once it is stored', async () => {
    const at = '2026-10-10T18:00:00Z';
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => send(at, { kind: 'page_view', path: `/p/${i}` }, `198.51.100.${i % 250}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(204));
    const events = await stored('2026-10-10T00:00:00Z', '2026-10-11T00:00:00Z');
    expect(events.map((e) => e.path).sort()).toEqual(Array.from({ length: 200 }, (_, i) => `/p/${i}`).sort());
  });

  it('leaves bots and requests without a browser out, and answers them alike', async () => {
    expect((await send('2026-10-08T17:00:00Z', { kind: 'page_view', path: '/' }, '203.0.113.8', GOOGLEBOT)).status).toBe(204);
    expect((await send('2026-10-08T17:00:00Z', { kind: 'page_view', path: '/' }, '203.0.113.8', '')).status).toBe(204);
    expect(await stored('2026-10-08T00:00:00Z', '2026-10-09T00:00:00Z')).toEqual([]);
  });

  it('answers bad input with 400 and a message, storing nothing', async () => {
    for (const body of [{ kind: 'purchase', path: '/' }, { kind: 'page_view', path: 'https://evil.example/' }, { kind: 'page_view' }, { kind: 'page_view', path: '/', utm: { source: 5 } }]) {
      const res = await send('2026-10-09T17:00:00Z', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await stored('2026-10-09T00:00:00Z', '2026-10-10T00:00:00Z')).toEqual([]);
  });

  it('stores at most 20 browsers an hour from one address however the User-Agent rotates, answering alike (issue 35, item 8)', async () => {
    const view = { kind: 'page_view', path: '/' };
    const at = '2026-10-12T18:10:00Z';
    // One script, one address, 300 "visitors" (a new User-Agent each): 204 every time, 20 stored.
    const answers = [];
    for (let i = 0; i < 300; i++) answers.push((await sendLimited(at, view, '203.0.113.50', rotating(i))).status);
    expect(new Set(answers)).toEqual(new Set([204]));
    // The same from 40 addresses of one IPv6 /64: one client.
    for (let i = 0; i < 40; i++) await sendLimited(at, view, `2001:db8:7:9::${i + 1}`, rotating(i));
    // A browser the hour already knows keeps counting; another address is not held back; the next hour starts afresh.
    expect((await sendLimited(at, { kind: 'order_dialog_opened', path: '/' }, '203.0.113.50', rotating(0))).status).toBe(204);
    await sendLimited(at, view, '203.0.113.51', rotating(1));
    await sendLimited('2026-10-12T19:10:00Z', view, '203.0.113.50', rotating(299));
    const hour = await stored('2026-10-12T18:00:00Z', '2026-10-12T19:00:00Z');
    expect(hour).toHaveLength(20 + 1 + 20 + 1);
    expect(new Set(hour.map((e) => e.visitor)).size).toBe(20 + 20 + 1);
    expect(await stored('2026-10-12T19:00:00Z', '2026-10-12T20:00:00Z')).toHaveLength(1);
  });

  it('stores at most 600 events an hour from one browser at one address (issue 35, item 8)', { timeout: 60_000 }, async () => {
    const at = '2026-10-13T18:10:00Z';
    for (let i = 0; i < 650; i++) expect((await sendLimited(at, { kind: 'page_view', path: `/p/${i}` }, '203.0.113.60', BROWSER)).status).toBe(204);
    expect(await stored('2026-10-13T18:00:00Z', '2026-10-13T19:00:00Z')).toHaveLength(600);
  });
});
