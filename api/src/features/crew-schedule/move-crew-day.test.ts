import { fixedClock } from '@sdp/server/clock';
import { dueOrders } from '@sdp/server/messages/message-due-times';
import { addDays } from '@sdp/shared/pacific-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { firstWeek, insertCrewOrder } from '../../../test/crew-fixtures.ts';
import { call, SAME_ORIGIN, signedIn } from '../../../test/staff-fixtures.ts';

// Move a day (docs/design.md §26, ADR 285-287) against real PostgreSQL: a crew day, or one crew of it, to another day in one action,
// refused whole where the day lacks room (two moves at once never overfill it), followed by the run sheet, the crew's calendar feed,
// the reminders and the neighbour-week marks; undone within 10 minutes. The clock is fixed a month before the season. The messages
// each customer gets (once, a retried job included) are workers/test/day-move.test.ts.
/** An answer's body, loosely: each test reads the fields it checks. */
interface Answer { message: string; id: string; from: string; to: string; crew: number | null; moved: string[]; restored: string[]; notified: number; undoUntil: string; weeks: string[]; feeds: { url: string }[] }
const read = async (res: Response) => (await res.json()) as Answer;

const ctx = useTestContext();
let cookie = '';
let days: string[] = [];
let weeks: string[] = [];
let clock = '';
let households = 0;

beforeAll(async () => {
  cookie = (await signedIn(ctx, 'staff')).cookie;
  days = (await firstWeek(ctx)).days;
  weeks = (await ctx.sql<{ d: string }[]>`SELECT unnest(delivery_dates)::text AS d FROM season ORDER BY 1`).map((r) => r.d);
  clock = `${addDays(days[0]!, -30)}T17:00:00Z`;
  await ctx.sql`UPDATE season SET crews = 2, homes_per_crew_day = 4`;
});

const at = (iso: string) => ctx.appWith({ now: fixedClock(iso) });
const post = (path: string, body: unknown, options: { now?: string; session?: string } = {}) =>
  at(options.now ?? clock).request(`${ctx.env.BASE_PATH}${path}`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json', ...((options.session ?? cookie) ? { cookie: options.session ?? cookie } : {}) },
    body: JSON.stringify(body),
  });
const move = (body: Record<string, unknown>, now?: string) => post('/api/admin/crew-days/move', { reason: 'Rain all day', ...body }, { now });
const undo = (id: string, now?: string) => post(`/api/admin/crew-days/move/${id}/undo`, {}, { now });

/** A paid order of its own household on `crew`'s `day` (in `week`, the first by default). */
async function stop(crew: number, day: string, options: { zipCode?: string; week?: string } = {}) {
  households += 1;
  const id = await insertCrewOrder(ctx, { zipCode: options.zipCode, deliveryDate: options.week, customerEmail: `move${households}@example.com`, customerName: `Move Home ${households}` });
  expect((await call(ctx, 'PUT', `/api/admin/orders/${id}/crew`, { cookie, body: { crew, day } })).status).toBe(200);
  return id;
}
const placeOf = async (id: string) =>
  (await ctx.sql<{ crew: number | null; crew_day: string | null; delivery_date: string }[]>`
    SELECT crew, crew_day::text AS crew_day, delivery_date::text AS delivery_date FROM orders WHERE id = ${id}`)[0]!;
const eventsOf = (type: string, ids: string[]) =>
  ctx.sql<{ order_id: string }[]>`SELECT payload->>'orderId' AS order_id FROM outbox_events WHERE type = ${type} AND payload->>'orderId' = ANY(${ids})`;
const runSheet = async (day: string, crew: number) => (await (await call(ctx, 'GET', `/api/admin/run-sheet?date=${day}&crew=${crew}`, { cookie })).json()) as {
  stops: { orderId: string; arrival: { from: string; to: string } | null }[];
};
const onDay = async (day: string, crew: number) => (await ctx.sql`SELECT 1 FROM orders WHERE crew_day = ${day} AND crew = ${crew} AND status = 'deposit_paid'`).length;

describe('moving a crew day', () => {
  it('answers 401 without a session, a clear 400 for bad input, 422 for a day with no stops, and 404 for an undo of no move', async () => {
    expect((await post('/api/admin/crew-days/move', { from: days[1], to: days[2], reason: 'Rain' }, { session: '' })).status).toBe(401);
    expect((await post('/api/admin/crew-days/move/00000000-0000-4000-8000-000000000000/undo', {}, { session: '' })).status).toBe(401);
    for (const body of [{ from: days[1], to: days[1] }, { from: 'tomorrow', to: days[2] }, { from: days[1], to: days[2], reason: '  ' }, { from: days[1], to: days[2], crew: 0 }]) {
      const res = await move(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await read(res)).message).toBeTruthy();
    }
    const empty = await move({ from: days[6], to: days[5] });
    expect(empty.status).toBe(422);
    expect((await read(empty)).message).toMatch(/^There are no stops on .+ to move\.$/);
    const id = await stop(1, days[6]!);
    const outside = await move({ from: days[6], to: addDays(weeks.at(-1)!, 7) });
    expect(outside.status).toBe(422);
    expect((await read(outside)).message).toMatch(/is not in a delivery week of the season/);
    const past = await move({ from: days[6], to: addDays(clock.slice(0, 10), -1) });
    expect(past.status).toBe(422);
    expect(await placeOf(id)).toMatchObject({ crew: 1, crew_day: days[6] });
    expect((await undo('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await undo('not-a-move')).status).toBe(404);
  });

  it('moves every crew\'s stops in one action; the run sheet, the calendar feed and the reminder follow; each customer has one event', async () => {
    const from = days[1]!;
    const to = days[3]!;
    const ids = [await stop(1, from), await stop(1, from, { zipCode: '92108' }), await stop(2, from)];
    const delivered = await stop(2, from);
    await ctx.sql`UPDATE orders SET status = 'delivered', delivered_at = now() WHERE id = ${delivered}`;

    const res = await move({ from, to });
    expect(res.status).toBe(201);
    const body = await read(res);
    expect(body).toMatchObject({ from, to, crew: null, notified: 3 });
    expect([...body.moved].sort()).toEqual([...ids].sort());
    expect(body.undoUntil).toBe(new Date(Date.parse(clock) + 10 * 60_000).toISOString());

    expect(await placeOf(ids[0]!)).toMatchObject({ crew: 1, crew_day: to, delivery_date: days[0] });
    expect(await placeOf(ids[2]!)).toMatchObject({ crew: 2, crew_day: to });
    expect(await placeOf(delivered)).toMatchObject({ crew: 2, crew_day: from }); // a delivered stop stays on its day
    // The run sheets read the moved rows: the old day keeps only the delivered stop, the new one has each stop with a window.
    expect((await runSheet(from, 1)).stops).toHaveLength(0);
    expect((await runSheet(from, 2)).stops.map((s) => s.orderId)).toEqual([delivered]);
    const sheet = await runSheet(to, 1);
    expect(sheet.stops.map((s) => s.orderId).sort()).toEqual([ids[0], ids[1]].sort());
    // The window each customer is told is the run sheet's.
    const told = await ctx.sql<{ order_id: string; window_from: string; window_to: string }[]>`
      SELECT order_id, window_from, window_to FROM crew_day_move_stops WHERE move_id = ${body.id}`;
    expect(told).toHaveLength(3);
    for (const s of sheet.stops) expect(told.find((t) => t.order_id === s.orderId)).toMatchObject({ window_from: s.arrival!.from, window_to: s.arrival!.to });
    // One event per customer, and the move on each timeline with its reason.
    expect((await eventsOf('crew_day.moved', [...ids, delivered])).map((e) => e.order_id).sort()).toEqual([...ids].sort());
    const timeline = await ctx.sql`SELECT detail FROM order_timeline WHERE order_id = ${ids[0]!} AND detail->>'action' = 'move_day'`;
    expect(timeline[0]!.detail).toMatchObject({ moveId: body.id, from, to, reason: 'Rain all day' });

    // The crew's calendar feed has the stop on its new day.
    const feeds = (await read(await call(ctx, 'GET', '/api/admin/crew-feeds', { cookie }))).feeds;
    const ics = await (await ctx.app.request(new URL(feeds[0]!.url).pathname)).text();
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes(`${ids[0]}@crew-feed`))!;
    expect(event).toMatch(new RegExp(`DTSTART[^\\n]*:${to.replaceAll('-', '')}T`));
    // The delivery reminder comes due before the new day, not the old one.
    const reminderAt = async (iso: string) => (await dueOrders(ctx.sql, 'delivery_reminder', new Date(iso))).map((r) => r.order_id).includes(ids[0]!);
    // NOTE: 48 hours ahead: the day before the old day was in its window, and is not in the new day's.
    expect(await reminderAt(`${addDays(from, -1)}T18:00:00Z`)).toBe(false);
    expect(await reminderAt(`${addDays(to, -1)}T18:00:00Z`)).toBe(true);
  });

  it('moves one crew only when a crew is named', async () => {
    const from = days[2]!;
    const to = days[4]!;
    const mine = await stop(2, from);
    const other = await stop(1, from);
    const res = await move({ from, to, crew: 2 });
    expect(res.status).toBe(201);
    expect(await read(res)).toMatchObject({ moved: [mine], notified: 1, crew: 2 });
    expect(await placeOf(mine)).toMatchObject({ crew: 2, crew_day: to });
    expect(await placeOf(other)).toMatchObject({ crew: 1, crew_day: from });
    expect((await eventsOf('crew_day.moved', [other]))).toHaveLength(0);
  });

  it('refuses (409) a day without room for every stop, and moves nothing', async () => {
    const from = days[5]!;
    const to = days[4]!; // crew 1 holds nothing there yet; fill it to 3 of 4
    for (let i = 0; i < 3; i += 1) await stop(1, to);
    const ids = [await stop(1, from), await stop(1, from)];
    const res = await move({ from, to });
    expect(res.status).toBe(409);
    expect((await read(res)).message).toMatch(/^Crew 1 has room for 1 home on .+ \(3 of 4 taken\); this move needs 2 homes\. Nothing was moved\.$/);
    for (const id of ids) expect(await placeOf(id)).toMatchObject({ crew: 1, crew_day: from });
    expect(await eventsOf('crew_day.moved', ids)).toHaveLength(0);
    expect(await ctx.sql`SELECT 1 FROM crew_day_moves WHERE from_day = ${from}`).toHaveLength(0);
  });

  it('two moves into one day at once: one goes, the other is refused, and the day is never overfilled', async () => {
    const to = addDays(weeks[1]!, 2);
    const [a, b] = [addDays(weeks[1]!, 0), addDays(weeks[1]!, 1)];
    for (const day of [a, b]) for (let i = 0; i < 3; i += 1) await stop(1, day, { week: weeks[1] });
    const answers = await Promise.all([move({ from: a, to }), move({ from: b, to })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await onDay(to, 1)).toBe(3);
  });

  it('moves into another week: the new week\'s spot is taken, the old one given back, the price kept; the neighbour mark follows', async () => {
    const [week1, week2] = [weeks[2]!, weeks[3]!];
    await ctx.sql`UPDATE season SET neighbour_discount_cents = 2000`;
    await ctx.sql`UPDATE delivery_slots SET capacity = 10, booked = 5 WHERE delivery_date IN (${week1}, ${week2}) AND service_level = 'white-glove'`;
    const id = await stop(1, addDays(week1, 5), { week: week1, zipCode: '92116' });
    const neighbourWeeks = async () => (await read(await at(clock).request(`${ctx.env.BASE_PATH}/api/neighbour-weeks?zip=92108`))).weeks;
    expect(await neighbourWeeks()).toContain(week1);
    const before = await ctx.sql`SELECT total_cents, balance_cents FROM orders WHERE id = ${id}`;

    const res = await move({ from: addDays(week1, 5), to: addDays(week2, 1) });
    expect(res.status).toBe(201);
    expect(await placeOf(id)).toMatchObject({ crew: 1, crew_day: addDays(week2, 1), delivery_date: week2 });
    const booked = await ctx.sql<{ delivery_date: string; booked: number }[]>`
      SELECT delivery_date::text AS delivery_date, booked FROM delivery_slots WHERE delivery_date IN (${week1}, ${week2}) AND service_level = 'white-glove' ORDER BY 1`;
    expect(booked.map((r) => r.booked)).toEqual([4, 6]);
    expect(await ctx.sql`SELECT total_cents, balance_cents FROM orders WHERE id = ${id}`).toEqual(before);
    const marked = await neighbourWeeks();
    expect(marked).toContain(week2);
    expect(marked).not.toContain(week1);

    // Undone: back in its week and day, and the spots where they were.
    expect((await undo((await read(res)).id, clock)).status).toBe(200);
    expect(await placeOf(id)).toMatchObject({ crew: 1, crew_day: addDays(week1, 5), delivery_date: week1 });
    const back = await ctx.sql<{ booked: number }[]>`
      SELECT booked FROM delivery_slots WHERE delivery_date IN (${week1}, ${week2}) AND service_level = 'white-glove' ORDER BY delivery_date`;
    expect(back.map((r) => r.booked)).toEqual([5, 5]);
  });
});

describe('undoing a move', () => {
  it('within 10 minutes puts every order back on its day and crew, one event each; a second undo is refused', async () => {
    const from = addDays(weeks[1]!, 4);
    const to = addDays(weeks[1]!, 5);
    const ids = [await stop(1, from, { week: weeks[1] }), await stop(2, from, { week: weeks[1] })];
    const moved = await read(await move({ from, to }));
    const nineMinutes = new Date(Date.parse(clock) + 9 * 60_000).toISOString();

    const res = await undo(moved.id, nineMinutes);
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body).toMatchObject({ id: moved.id, notified: 2 });
    expect([...body.restored].sort()).toEqual([...ids].sort());
    expect(await placeOf(ids[0]!)).toMatchObject({ crew: 1, crew_day: from });
    expect(await placeOf(ids[1]!)).toMatchObject({ crew: 2, crew_day: from });
    expect((await eventsOf('crew_day.move_undone', ids))).toHaveLength(2);

    const again = await undo(moved.id, nineMinutes);
    expect(again.status).toBe(409);
    expect((await read(again)).message).toBe('This move has already been undone.');
    expect((await eventsOf('crew_day.move_undone', ids))).toHaveLength(2);
  });

  it('after 10 minutes answers 409 and leaves the orders on their new day', async () => {
    const from = addDays(weeks[2]!, 1);
    const to = addDays(weeks[2]!, 2);
    const id = await stop(1, from, { week: weeks[2] });
    const moved = await read(await move({ from, to }));
    const res = await undo(moved.id, new Date(Date.parse(clock) + 10 * 60_000 + 1_000).toISOString());
    expect(res.status).toBe(409);
    expect((await read(res)).message).toMatch(/^A move can be undone for 10 minutes/);
    expect(await placeOf(id)).toMatchObject({ crew: 1, crew_day: to });
    expect(await eventsOf('crew_day.move_undone', [id])).toHaveLength(0);
  });
});
