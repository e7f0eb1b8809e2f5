import { rejoinToken } from '@sdp/server/waitlist/rejoin-link';
import { unsubscribeToken } from '@sdp/server/waitlist/unsubscribe-link';
import { afterEach, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { withDateFrozen } from '../../../test/frozen-date.ts';
import { createApp } from '../../app.ts';

// The re-join confirmation link (issue 25, item 21; ADR 083). The e-mail itself is tested in workers/test/waitlist-mail.test.ts.
const ctx = useTestContext();
const DAY = 86_400_000;
let clock = new Date('2026-11-25T18:00:00Z');
const at = (ms: number) => { clock = new Date(Date.parse('2026-11-25T18:00:00Z') + ms); ctx.deps.now = () => clock; };
afterEach(() => { ctx.deps.now = undefined; });

const INVALID = 'This link is no longer valid. Join the waitlist again from our home page and we will e-mail you a new one.';
const requests = (id: string) => ctx.sql<{ payload: { entryId: string; version: number } }[]>`
  SELECT payload FROM outbox_events WHERE type = 'waitlist.rejoin_requested' AND payload->>'entryId' = ${id} ORDER BY (payload->>'version')::int`;
const onList = async (id: string) => (await ctx.sql`SELECT unsubscribed_at IS NULL AS on FROM waitlist_entries WHERE id = ${id}`)[0]!.on;

async function unsubscribed(email: string) {
  at(0);
  await ctx.post('/api/waitlist', { name: 'Rowan Gone', email });
  const id = (await ctx.sql<{ id: string }[]>`SELECT id FROM waitlist_entries WHERE email = ${email}`)[0]!.id;
  expect((await ctx.post(`/api/waitlist/unsubscribe/${unsubscribeToken(ctx.env.SESSION_SECRET, id)}`, {})).status).toBe(200);
  return id;
}
const token = (id: string, version: number) => rejoinToken(ctx.env.SESSION_SECRET, id, version);
// NOTE: one character changed for another; a token that already ends in 'A' would otherwise stay the valid one (1 run in 64).
const alteredLast = (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`;
const confirm = (t: string) => ctx.post(`/api/waitlist/rejoin/${encodeURIComponent(t)}`, {});

describe('a sign-up of an address that unsubscribed', () => {
  it('records one confirmation request a day, each with a new link version (leaving raised it to 1), and changes nothing else', async () => {
    const id = await unsubscribed('rowan@example.com');
    for (const ms of [DAY / 2, DAY / 2 + 1000, DAY + DAY / 2]) {
      at(ms);
      expect((await ctx.post('/api/waitlist', { name: 'Rowan Gone', email: 'ROWAN@example.com' })).status).toBe(201);
    }
    expect((await requests(id)).map((r) => r.payload)).toEqual([{ entryId: id, version: 2 }, { entryId: id, version: 3 }]);
    expect(await onList(id)).toBe(false);
  });

  it('a new address or one still on the list records no confirmation request', async () => {
    await ctx.post('/api/waitlist', { name: 'Sam Here', email: 'sam.here@example.com' });
    await ctx.post('/api/waitlist', { name: 'Sam Here', email: 'sam.here@example.com' });
    expect((await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'waitlist.rejoin_requested'
      AND payload->>'entryId' = (SELECT id::text FROM waitlist_entries WHERE email = 'sam.here@example.com')`)[0]!.n).toBe(0);
  });
});

describe('the re-join link', () => {
  it('only the newest link works, for 7 days; forged or borrowed tokens are 404 and change nothing', async () => {
    const id = await unsubscribed('tate@example.com');
    at(DAY);
    await ctx.post('/api/waitlist', { name: 'Tate', email: 'tate@example.com' });
    at(3 * DAY);
    await ctx.post('/api/waitlist', { name: 'Tate', email: 'tate@example.com' });
    const bad = [token(id, 1), token(id, 2), unsubscribeToken(ctx.env.SESSION_SECRET, id), alteredLast(token(id, 3)), id, 'nope'];
    for (const t of bad) {
      const res = await confirm(t);
      expect([res.status, (await readJson(res)).message], t).toEqual([404, INVALID]);
      expect((await ctx.app.request(`/api/waitlist/rejoin/${encodeURIComponent(t)}`)).status).toBe(404);
    }
    at(10 * DAY + 1000); // 7 days after the newest request
    expect((await confirm(token(id, 3))).status).toBe(404);
    expect(await onList(id)).toBe(false);
    at(9 * DAY);
    expect(await readJson(await confirm(token(id, 3)))).toEqual({ email: 't***@example.com', subscribed: true });
    expect(await readJson(await confirm(token(id, 3)))).toEqual({ email: 't***@example.com', subscribed: true });
    expect(await onList(id)).toBe(true);
  });

  it('stops working once the person unsubscribes again', async () => {
    const id = await unsubscribed('uma@example.com');
    at(DAY);
    await ctx.post('/api/waitlist', { name: 'Uma', email: 'uma@example.com' });
    expect((await confirm(token(id, 2))).status).toBe(200);
    await ctx.post(`/api/waitlist/unsubscribe/${unsubscribeToken(ctx.env.SESSION_SECRET, id)}`, {});
    expect((await confirm(token(id, 2))).status).toBe(404);
    expect(await onList(id)).toBe(false);
  });

  it('is rate limited per client, GET and POST alike', () => withDateFrozen(async () => {
    const limited = createApp({ ...ctx.deps, env: { ...ctx.env, PUBLIC_POST_RATE_LIMIT: 2 } });
    const statuses = [];
    for (const method of ['GET', 'POST', 'GET', 'POST']) {
      statuses.push((await limited.request('/api/waitlist/rejoin/nope', { method, headers: { 'content-type': 'application/json' } })).status);
    }
    expect(statuses).toEqual([404, 404, 429, 429]);
  }));
});
