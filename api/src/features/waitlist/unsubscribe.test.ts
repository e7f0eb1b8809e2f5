import { payBalanceToken } from '@sdp/server/orders/pay-link';
import { unsubscribeToken } from '@sdp/server/waitlist/unsubscribe-link';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
let admin = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  for (const name of ['ana', 'ben', 'cy']) {
    expect((await ctx.post('/api/waitlist', { name: `${name} Waiting`, email: `${name}@example.com` })).status).toBe(201);
    ids[name] = (await ctx.sql`SELECT id FROM waitlist_entries WHERE email = ${`${name}@example.com`}`)[0]!.id;
  }
});

const token = (name: string) => unsubscribeToken(ctx.env.SESSION_SECRET, ids[name]!);
const subscribed = async (name: string) => (await ctx.sql`SELECT unsubscribed_at IS NULL AS on FROM waitlist_entries WHERE id = ${ids[name]!}`)[0]!.on;
const year = async () => (await ctx.sql<{ year: number }[]>`SELECT year FROM season ORDER BY year LIMIT 1`)[0]!.year;
const noticeEvents = () => ctx.sql`SELECT payload FROM outbox_events WHERE type = 'waitlist.booking_opened' ORDER BY payload->>'entryId'`;

describe('opening booking tells the waitlist once', () => {
  it('records one notice per subscribed person, and none more when staff open booking again', async () => {
    await ctx.post(`/api/waitlist/unsubscribe/${token('cy')}`, {});
    const first = await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: await year() } });
    expect(first.status).toBe(200);
    const opened = await readJson(first);
    expect(opened).toEqual({ year: await year(), notified: 2 });
    expect((await noticeEvents()).map((e) => e.payload)).toEqual(
      [ids.ana, ids.ben].sort().map((entryId) => ({ entryId, year: opened.year })),
    );
    const second = await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: await year() } });
    expect(await readJson(second)).toEqual({ year: opened.year, notified: 0 });
    expect(await noticeEvents()).toHaveLength(2);
  });

  it('tells someone who joins after the opening only when staff open the next season', async () => {
    await ctx.post('/api/waitlist', { name: 'Late Comer', email: 'late@example.com' });
    expect((await readJson(await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: await year() } }))).notified).toBe(1);
    expect((await readJson(await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: await year() } }))).notified).toBe(0);
  });
});

describe('the unsubscribe link', () => {
  it('works without signing in: shows the masked address, unsubscribes, and answers the same when repeated', async () => {
    const shown = await ctx.app.request(`/api/waitlist/unsubscribe/${token('ana')}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({ email: 'a***@example.com', unsubscribed: false });
    const done = await ctx.post(`/api/waitlist/unsubscribe/${token('ana')}`, {});
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ email: 'a***@example.com', unsubscribed: true });
    expect(await subscribed('ana')).toBe(false);
    expect((await ctx.post(`/api/waitlist/unsubscribe/${token('ana')}`, {})).status).toBe(200);
    expect(await readJson(await ctx.app.request(`/api/waitlist/unsubscribe/${token('ana')}`))).toEqual({ email: 'a***@example.com', unsubscribed: true });
  });

  it('cannot unsubscribe someone else: a forged, altered or borrowed token is 404 and changes nothing', async () => {
    const [idPart, macPart] = token('ben').split('.');
    const anaMac = token('ana').split('.')[1];
    const forged = [
      `${idPart}.${anaMac}`, // ben's id with ana's signature
      `${idPart}.${macPart!.slice(0, -1)}${macPart!.endsWith('A') ? 'B' : 'A'}`, // one character changed
      payBalanceToken(ctx.env.SESSION_SECRET, ids.ben!, 0), // a token signed for another purpose
      ids.ben!, // the bare id
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await ctx.post(`/api/waitlist/unsubscribe/${encodeURIComponent(bad)}`, {});
      expect(res.status, bad).toBe(404);
      expect((await readJson(res)).message).toBe('This unsubscribe link is not valid. Please use the link from your most recent e-mail.');
      expect((await ctx.app.request(`/api/waitlist/unsubscribe/${encodeURIComponent(bad)}`)).status).toBe(404);
    }
    expect(await subscribed('ben')).toBe(true);
  });

  it('keeps an unsubscribed person out of the next opening', async () => {
    await ctx.sql`DELETE FROM waitlist_notices`;
    const { notified } = await readJson(await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: await year() } }));
    // ana and cy unsubscribed; ben and the late comer remain.
    expect(notified).toBe(2);
  });
});

describe('opening the wrong season', () => {
  it('is refused when the year is not the season being sold, and tells nobody', async () => {
    const before = (await noticeEvents()).length;
    const res = await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: (await year()) + 1 } });
    expect(res.status).toBe(409);
    expect((await readJson(res)).message).toMatch(/^The season being sold is fall \d{4}, not fall \d{4}\. Reload the page and try again\.$/);
    expect(await noticeEvents()).toHaveLength(before);
  });
});
