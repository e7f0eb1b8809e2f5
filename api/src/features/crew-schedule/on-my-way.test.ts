import { fixedClock } from '@sdp/server/clock';
import { developerWording } from '@sdp/shared/plain-words';
import { calendarDayInWords } from '@sdp/shared/pacific-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, SAME_ORIGIN, signedIn } from '../../../test/staff-fixtures.ts';
import { firstWeek, insertCrewOrder } from '../../../test/crew-fixtures.ts';
import { textConsent, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// "On my way" from the run sheet (docs/design.md §19, §20; ADR 133) against real PostgreSQL: the window the server works out,
// text or e-mail, once per order per San Diego day. The clock is fixed on the stop's crew day; the texts worker is
// workers/test/on-my-way.test.ts.
const ctx = useTestContext();
let cookie = '';
let day = '';
let households = 0;
beforeAll(async () => {
  ctx.configure(TWILIO_TEST);
  cookie = (await signedIn(ctx, 'staff')).cookie;
  day = (await firstWeek(ctx)).days[2]!;
  await ctx.sql`UPDATE season SET homes_per_crew_day = 8`;
});

/** 09:30 in San Diego in daylight time (08:30 in standard time): inside 08:00-21:00 either way. */
const morning = () => `${day}T16:30:00Z`;
/** 06:00 (or 05:00) in San Diego: before texts may go. */
const beforeEight = () => `${day}T13:00:00Z`;

type Told = { already: boolean; channel: string; reason: string | null; sentAt: string; message?: string };
const read = async (res: Response) => (await res.json()) as Told;
const tap = (orderId: string, at: string, session = cookie) =>
  ctx.appWith({ now: fixedClock(at) }).request(`${ctx.env.BASE_PATH}/api/admin/orders/${orderId}/on-my-way`, { method: 'POST', headers: { ...SAME_ORIGIN, ...(session ? { cookie: session } : {}) } });

/** A paid order of its own household on crew 1's day, its customer agreeing to texts at `phone` unless null. */
async function stopOnDay(phone: string | null, zipCode = '92037', crewDay = day) {
  households += 1;
  const id = await insertCrewOrder(ctx, { zipCode, customerEmail: `porch${households}@example.com`, customerName: `Porch Home ${households}` });
  if (phone) await textConsent(ctx.sql, id, phone);
  expect((await call(ctx, 'PUT', `/api/admin/orders/${id}/crew`, { cookie, body: { crew: 1, day: crewDay } })).status).toBe(200);
  return id;
}
const textsOf = (orderId: string) =>
  ctx.sql<{ kind: string; body: string; phone: string; status: string; send_after: Date }[]>`SELECT kind, body, phone, status, send_after FROM text_messages WHERE order_id = ${orderId} ORDER BY created_at`;
const eventsOf = (orderId: string, type: string) =>
  ctx.sql`SELECT id FROM outbox_events WHERE type = ${type} AND payload->>'orderId' = ${orderId}`;
const timelineOf = (orderId: string) =>
  ctx.sql<{ detail: Record<string, unknown>; actor_name: string }[]>`SELECT detail, actor_name FROM order_timeline WHERE order_id = ${orderId} AND detail->>'action' = 'on_my_way'`;
const window = async (orderId: string) => {
  const sheet = await (await call(ctx, 'GET', `/api/admin/run-sheet?date=${day}&crew=1`, { cookie })).json();
  return sheet.stops.find((s: { orderId: string }) => s.orderId === orderId);
};
const twelve = (hhmm: string) => `${((Number(hhmm.slice(0, 2)) + 11) % 12) + 1}:${hhmm.slice(3)}`;

describe('"On my way"', () => {
  it('answers 401 without a session and 404 for an order that is not there', async () => {
    const id = await stopOnDay(null);
    expect((await tap(id, morning(), '')).status).toBe(401);
    expect((await tap('not-a-uuid', morning())).status).toBe(404);
    expect((await tap('00000000-0000-4000-8000-000000000000', morning())).status).toBe(404);
    expect(await ctx.sql`SELECT 1 FROM on_my_way_notices WHERE order_id = ${id}`).toHaveLength(0);
  });

  it('texts a customer who agreed, with the run sheet\'s window, once: a second tap says it was already sent', async () => {
    const phone = '+16195553101';
    const id = await stopOnDay(phone);
    const stop = await window(id);
    expect(stop.arrival).not.toBeNull();
    const first = await tap(id, morning());
    expect(first.status).toBe(200);
    const told = await read(first);
    expect(told).toMatchObject({ already: false, channel: 'text', reason: null, window: stop.arrival });
    const [text, ...more] = await textsOf(id);
    expect(more).toHaveLength(0);
    expect(text).toMatchObject({ kind: 'on_my_way', phone, status: 'waiting' });
    expect(text!.body).toMatch(new RegExp(`^SD Pumpkin is on the way: arriving between ${twelve(stop.arrival.from)}( [AP]M)? and ${twelve(stop.arrival.to)} [AP]M\\. Reply STOP to opt out\\.$`));
    expect(text!.send_after.toISOString()).toBe(new Date(morning()).toISOString()); // at once, not held
    expect(await eventsOf(id, 'text.queued')).toHaveLength(1);
    expect(await eventsOf(id, 'order.on_my_way')).toHaveLength(0);

    const again = await tap(id, `${day}T17:45:00Z`);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ already: true, channel: 'text', window: stop.arrival, sentAt: told.sentAt });
    expect(await textsOf(id)).toHaveLength(1);
    expect(await eventsOf(id, 'text.queued')).toHaveLength(1);

    const timeline = await timelineOf(id);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]!.detail).toMatchObject({ action: 'on_my_way', channel: 'text', from: stop.arrival.from, to: stop.arrival.to });
    expect((await window(id)).onMyWay).toMatchObject({ channel: 'text', window: stop.arrival, sentAt: told.sentAt });
  });

  it('sends once when two phones tap at the same moment', async () => {
    const id = await stopOnDay('+16195553102');
    const answers = await Promise.all([tap(id, morning()), tap(id, morning()), tap(id, morning())]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map(read));
    expect(bodies.filter((b) => !b.already)).toHaveLength(1);
    expect(await textsOf(id)).toHaveLength(1);
    expect(await timelineOf(id)).toHaveLength(1);
  });

  it('e-mails a customer who did not agree to texts', async () => {
    const id = await stopOnDay(null);
    const res = await tap(id, morning());
    expect(await res.json()).toMatchObject({ already: false, channel: 'email', reason: 'no consent to texts' });
    expect(await textsOf(id)).toHaveLength(0);
    expect(await eventsOf(id, 'order.on_my_way')).toHaveLength(1);
    expect((await timelineOf(id))[0]!.detail).toMatchObject({ channel: 'email', reason: 'no consent to texts' });
  });

  it('e-mails a number that replied STOP', async () => {
    const phone = '+16195553103';
    const id = await stopOnDay(phone);
    await ctx.sql`INSERT INTO text_opt_outs (phone, word) VALUES (${phone}, 'STOP')`;
    expect(await (await tap(id, morning())).json()).toMatchObject({ channel: 'email', reason: 'the number replied STOP' });
    expect(await textsOf(id)).toHaveLength(0);
  });

  it('before 8 AM e-mails at once rather than holding a text for the morning', async () => {
    const id = await stopOnDay('+16195553104');
    expect(await (await tap(id, beforeEight())).json()).toMatchObject({ channel: 'email', reason: 'outside texting hours (8 AM-9 PM)' });
    expect(await textsOf(id)).toHaveLength(0);
    expect(await eventsOf(id, 'order.on_my_way')).toHaveLength(1);
  });

  it('is refused (409, nothing sent) on another day, for a delivered order, and for a stop with no map point', async () => {
    const week = await firstWeek(ctx);
    const tomorrow = await stopOnDay('+16195553105', '92037', week.days[3]!);
    const res = await tap(tomorrow, morning());
    expect(res.status).toBe(409);
    const refusal = (await read(res)).message as string;
    expect(refusal).toContain('not today');
    // Issue 36, item 13: the day in words ("Thursday, October 8"), never "2026-10-08".
    expect(refusal).toContain(calendarDayInWords(week.days[3]!, { weekday: 'long', month: 'long', day: 'numeric' }));
    expect(developerWording(refusal)).toEqual([]);

    const delivered = await stopOnDay('+16195553106');
    await ctx.sql`UPDATE orders SET status = 'delivered', delivered_at = now() WHERE id = ${delivered}`;
    expect((await tap(delivered, morning())).status).toBe(409);

    const nowhere = await stopOnDay('+16195553107', '92999');
    const lost = await tap(nowhere, morning());
    expect(lost.status).toBe(409);
    expect((await read(lost)).message).toContain('no arrival window');
    expect(await ctx.sql`SELECT 1 FROM on_my_way_notices WHERE order_id IN (${tomorrow}, ${delivered}, ${nowhere})`).toHaveLength(0);
  });
});
