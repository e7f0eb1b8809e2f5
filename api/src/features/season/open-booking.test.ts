import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

/** "Open booking now" asks first (issue 25 item 11): the screen says how many people will be e-mailed, and a double tap sends once. */
const ctx = useTestContext();
let admin = '';

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  for (const name of ['dee', 'eli', 'fay', 'gus']) {
    expect((await ctx.post('/api/waitlist', { name: `${name} Waiting`, email: `${name}@example.com` })).status).toBe(201);
  }
});

const year = async () => (await ctx.sql<{ year: number }[]>`SELECT year FROM season ORDER BY year LIMIT 1`)[0]!.year;
const notices = async () => (await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'waitlist.booking_opened'`)[0]!.n;

describe('opening booking, as staff confirm it', () => {
  it('names the number of people the opening will e-mail before anything is sent', async () => {
    const res = await call(ctx, 'GET', '/api/season/open-booking', { cookie: admin });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ year: await year(), toNotify: 4 });
    expect(await notices()).toBe(0);
  });

  it('e-mails each person once when the button is tapped twice at the same moment, and then has nobody left to tell', async () => {
    const body = { year: await year() };
    const taps = await Promise.all([0, 1].map(() => call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body })));
    expect(taps.map((t) => t.status)).toEqual([200, 200]);
    const told = await Promise.all(taps.map(async (t) => (await readJson(t)).notified as number));
    expect(told.sort()).toEqual([0, 4]);
    expect(await notices()).toBe(4);
    expect(await readJson(await call(ctx, 'GET', '/api/season/open-booking', { cookie: admin }))).toEqual({ year: body.year, toNotify: 0 });
  });
});
