import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { withDateFrozen } from '../../../test/frozen-date.ts';
import { createApp } from '../../app.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
let zapierKey = '';
beforeAll(async () => {
  const admin = (await signedIn(ctx, 'admin')).cookie;
  zapierKey = (await (await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: admin, body: { name: 'Zap' } })).json()).key;
});

const entries = (email: string) => ctx.sql`SELECT id, name, email, zip_code FROM waitlist_entries WHERE email = ${email}`;
const joinedEvents = () => ctx.sql<{ payload: { entryId: string } }[]>`SELECT payload FROM outbox_events WHERE type = 'waitlist.joined'`;
const poll = async () => (await call(ctx, 'GET', '/api/zapier/waitlist', { headers: { 'x-api-key': zapierKey } })).json();

describe('POST /api/waitlist', () => {
  it('stores a sign-up with its zip and records one waitlist.joined event in the same transaction', async () => {
    const before = (await joinedEvents()).length;
    const res = await ctx.post('/api/waitlist', { name: '  Avery Stone ', email: 'avery@example.com', zipCode: '92024' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const [row] = await entries('avery@example.com');
    expect(row).toMatchObject({ name: 'Avery Stone', zip_code: '92024' });
    const events = await joinedEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!.payload).toEqual({ entryId: row!.id });
  });

  it('takes a sign-up without a zip, and a blank zip as none', async () => {
    expect((await ctx.post('/api/waitlist', { name: 'No Zip', email: 'nozip@example.com' })).status).toBe(201);
    expect((await ctx.post('/api/waitlist', { name: 'Blank Zip', email: 'blankzip@example.com', zipCode: '  ' })).status).toBe(201);
    expect((await entries('nozip@example.com'))[0]!.zip_code).toBeNull();
    expect((await entries('blankzip@example.com'))[0]!.zip_code).toBeNull();
  });

  it('answers a second sign-up of the same address exactly like the first, with no second row and no second event', async () => {
    const first = await ctx.post('/api/waitlist', { name: 'Jordan Lee', email: 'jordan@example.com' });
    const eventsAfterFirst = (await joinedEvents()).length;
    const second = await ctx.post('/api/waitlist', { name: 'Someone Else', email: 'JORDAN@example.com', zipCode: '10001' });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual({ ok: true });
    const rows = await ctx.sql`SELECT name, zip_code FROM waitlist_entries WHERE email = 'jordan@example.com'`;
    // NOTE: the stranger's second sign-up changes nothing about the person already on the list.
    expect(rows).toEqual([{ name: 'Jordan Lee', zip_code: null }]);
    expect(await joinedEvents()).toHaveLength(eventsAfterFirst);
  });

  it('never puts back an address that unsubscribed: a stranger\'s sign-up gets the same answer and changes nothing (ADR 083)', async () => {
    const first = await ctx.post('/api/waitlist', { name: 'Casey Moss', email: 'casey@example.com' });
    await ctx.sql`UPDATE waitlist_entries SET unsubscribed_at = now() WHERE email = 'casey@example.com'`;
    const before = (await joinedEvents()).length;
    const again = await ctx.post('/api/waitlist', { name: 'Casey Moss', email: 'CASEY@example.com' });
    expect([again.status, await again.json()]).toEqual([first.status, { ok: true }]);
    const [row] = await ctx.sql`SELECT unsubscribed_at FROM waitlist_entries WHERE email = 'casey@example.com'`;
    expect(row!.unsubscribed_at).not.toBeNull();
    expect(await joinedEvents()).toHaveLength(before);
  });

  it('is rate limited per client address: a script gets 429 with Retry-After, not a thousand rows', () => withDateFrozen(async () => {
    const limited = createApp({ ...ctx.deps, env: { ...ctx.env, PUBLIC_POST_RATE_LIMIT: 3 } });
    const send = (i: number) => limited.request('/api/waitlist', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Script Kid', email: `script${i}@example.com` }),
    });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(i)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(Number((await send(9)).headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM waitlist_entries WHERE email LIKE 'script%'`)[0]!.n).toBe(3);
  }));

  it('refuses bad input with the form messages and stores nothing', async () => {
    const bad = await ctx.post('/api/waitlist', { name: 'A', email: 'not-an-email', zipCode: '9202' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { issues: unknown[] };
    expect(body.issues).toEqual(expect.arrayContaining([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'zipCode', message: 'Please enter a valid 5-digit zip code' },
    ]));
    expect((await ctx.post('/api/waitlist', {})).status).toBe(400);
    expect(await entries('not-an-email')).toHaveLength(0);
  });
});

describe('GET /api/zapier/waitlist', () => {
  it('needs the Zapier key', async () => {
    expect((await call(ctx, 'GET', '/api/zapier/waitlist')).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/zapier/waitlist', { headers: { 'x-api-key': 'sdpk_forged' } })).status).toBe(401);
  });

  it('lists sign-ups newest first with stable ids, leaves out the unsubscribed, and returns at most 100', async () => {
    await ctx.post('/api/waitlist', { name: 'Older Entry', email: 'older@example.com', zipCode: '92101' });
    await ctx.post('/api/waitlist', { name: 'Newer Entry', email: 'newer@example.com' });
    await ctx.post('/api/waitlist', { name: 'Gone Entry', email: 'gone@example.com' });
    await ctx.sql`UPDATE waitlist_entries SET unsubscribed_at = now() WHERE email = 'gone@example.com'`;
    const list = await poll();
    const mine = list.filter((e: { email: string }) => ['older@example.com', 'newer@example.com', 'gone@example.com'].includes(e.email));
    expect(mine).toEqual([
      { id: expect.any(String), name: 'Newer Entry', email: 'newer@example.com', zipCode: null, createdAt: expect.any(String) },
      { id: expect.any(String), name: 'Older Entry', email: 'older@example.com', zipCode: '92101', createdAt: expect.any(String) },
    ]);
    expect((await poll()).map((e: { id: string }) => e.id)).toEqual(list.map((e: { id: string }) => e.id));

    await ctx.sql`INSERT INTO waitlist_entries (name, email) SELECT 'Bulk ' || n, 'bulk' || n || '@example.com' FROM generate_series(1, 120) n`;
    expect(await poll()).toHaveLength(100);
  });
});
