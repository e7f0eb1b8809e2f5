import { fixedClock } from '@sdp/server/clock';
import { addDays } from '@sdp/shared/pacific-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { firstWeek, insertCrewOrder } from '../../api/test/crew-fixtures.ts';
import { call, sameOrigin, signedIn } from '../../api/test/staff-fixtures.ts';
import { textConsent } from '../../api/test/text-fixtures.ts';
import { settle, useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';

// Move a day end to end (docs/design.md §26, ADR 285-286): the move on the API, the relay and real workers, the SMS stand-in and
// the SMTP catcher. A season of 45 homes on one rainy day is moved in one action: each customer is told once (day_moved: a text
// where they agreed, else an e-mail), however often the relay dispatches the events again or a job runs again; the undo tells each
// once more (day_move_undone). The clock is fixed a month before the season at 10:00 in San Diego (texts may go).
/** An answer's body, loosely: each test reads the fields it checks. */
interface Answer { message: string; id: string; from: string; to: string; crew: number | null; moved: string[]; restored: string[]; notified: number; undoUntil: string; weeks: string[]; feeds: { url: string }[] }
const read = async (res: Response) => (await res.json()) as Answer;

const ctx = useTestContext();
const stand = useStandIns();
const world = useTextWorld(ctx, stand);
let cookie = '';
let days: string[] = [];
let clock = '';

beforeAll(async () => {
  cookie = (await signedIn(ctx, 'staff')).cookie;
  days = (await firstWeek(ctx)).days;
  clock = `${addDays(days[0]!, -30)}T17:00:00Z`;
  await ctx.sql`UPDATE season SET crews = 3, homes_per_crew_day = 15`;
});

const post = (path: string, body: unknown, now = clock) =>
  ctx.appWith({ now: fixedClock(now) }).request(`${ctx.env.BASE_PATH}${path}`, {
    method: 'POST', headers: { ...sameOrigin(ctx), cookie, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
let homes = 0;
/** A home on `crew`'s `day`: every other one agreed to texts at its own number. */
async function home(crew: number, day: string) {
  homes += 1;
  const email = `rain${homes}@example.com`;
  const phone = homes % 2 === 0 ? `+1619555${String(6000 + homes)}` : null;
  const id = await insertCrewOrder(ctx, { zipCode: ['92037', '92108', '92116', '92122'][homes % 4], customerEmail: email, customerName: `Rain Home ${homes}` });
  if (phone) await textConsent(ctx.sql, id, phone);
  expect((await call(ctx, 'PUT', `/api/admin/orders/${id}/crew`, { cookie, body: { crew, day } })).status).toBe(200);
  return { id, email, phone };
}
const mailsTo = (email: string, subject: RegExp) => stand.smtp.messages().filter((m) => m.to.includes(email) && subject.test(m.subject));
const textsTo = (phone: string, body: RegExp) => world.sms.messages().filter((m) => m.to === phone && body.test(m.body));
const MOVED_MAIL = /^Your delivery moves to /;
const MOVED_TEXT = /so we moved your delivery to/;
const UNDONE_MAIL = /^Sorry, your original day stands/;
const UNDONE_TEXT = /your original delivery day, .+, stands/;

describe('a rainy day of 45 homes moved in one action', () => {
  it('tells each customer once, by text with consent else by e-mail, a retried job and a second dispatch included; the undo once more', async () => {
    const from = days[2]!;
    const to = days[4]!;
    const season: Awaited<ReturnType<typeof home>>[] = [];
    for (let i = 0; i < 45; i += 1) season.push(await home((i % 3) + 1, from));
    const workers = await world.workersAt(clock);

    const started = performance.now();
    const res = await post('/api/admin/crew-days/move', { from, to, reason: 'Heavy rain is forecast all day' });
    const took = performance.now() - started;
    expect(res.status).toBe(201);
    const moved = await read(res);
    expect(moved.moved).toHaveLength(45);
    expect(moved.notified).toBe(45);
    // NOTE: the figure the note asks for (ADR 170: logged, never asserted).
    console.log(`[figure] move a day: 45 homes moved in one action in ${took.toFixed(0)} ms`);

    const texted = season.filter((h) => h.phone);
    const mailed = season.filter((h) => !h.phone);
    const toldAll = async () => texted.every((h) => textsTo(h.phone!, MOVED_TEXT).length === 1) && mailed.every((h) => mailsTo(h.email, MOVED_MAIL).length === 1);
    await waitUntil(toldAll, 60_000, 'every customer told');
    console.log(`[figure] move a day: 45 customers told (${texted.length} texts, ${mailed.length} e-mails) ${(performance.now() - started).toFixed(0)} ms after the tap`);
    const sample = textsTo(texted[0]!.phone!, MOVED_TEXT)[0]!.body;
    expect(sample).toMatch(/^SD Pumpkin: Heavy rain is forecast all day, so we moved your delivery to \w+, \w+ \d+, arriving between .+ (AM|PM) \(it was \w+, \w+ \d+\)\. Another week suits you better\? Choose it here: http\S+\/my-order\/\S+ Reply STOP to opt out\.$/);
    const mail = mailsTo(mailed[0]!.email, MOVED_MAIL)[0]!;
    expect(mail.text).toContain('/my-order/');
    expect(mail.text).toMatch(/Arrival window: /);

    // The relay dispatches every event again, and each e-mail and text job runs again: nobody is told twice.
    await ctx.sql`UPDATE outbox_events SET dispatched_at = NULL WHERE type = 'crew_day.moved'`;
    await workers.relay!.drain();
    const [event] = await ctx.sql<{ id: string }[]>`SELECT id FROM outbox_events WHERE type = 'crew_day.moved' AND payload->>'orderId' = ${mailed[0]!.id}`;
    await workers.queues.email.add('day_moved', { eventId: event!.id, kind: 'day_moved', subject: { type: 'order', id: mailed[0]!.id }, enqueuedAt: Date.now() }, { jobId: `retried-${event!.id}` });
    const [text] = await ctx.sql<{ id: string; idempotency_key: string }[]>`SELECT id, idempotency_key FROM text_messages WHERE order_id = ${texted[0]!.id} AND kind = 'day_moved'`;
    await workers.queues.texts.add('send', { eventId: text!.idempotency_key.split(':')[0]!, subject: { type: 'text', id: text!.id }, enqueuedAt: Date.now() }, { jobId: `retried-${text!.id}` });
    await waitUntil(async () => (await workers.queues.email.getJobState(`retried-${event!.id}`)) === 'completed', 15_000, 'the retried e-mail job ran');
    await waitUntil(async () => (await workers.queues.texts.getJobState(`retried-${text!.id}`)) === 'completed', 15_000, 'the retried text job ran');
    await settle();
    await world.sms.idle();
    expect(await toldAll()).toBe(true);
    const sent = stand.smtp.messages().filter((m) => MOVED_MAIL.test(m.subject)).length + world.sms.messages().filter((m) => MOVED_TEXT.test(m.body)).length;
    expect(sent).toBe(45);
    console.log(`[figure] move a day: ${sent} messages sent for 45 homes after a second dispatch and retried jobs`);

    // Undone within 10 minutes: each customer once more, by the same channel.
    const undone = await post(`/api/admin/crew-days/move/${moved.id}/undo`, {}, new Date(Date.parse(clock) + 5 * 60_000).toISOString());
    expect(undone.status).toBe(200);
    expect((await read(undone)).notified).toBe(45);
    const apologised = async () => texted.every((h) => textsTo(h.phone!, UNDONE_TEXT).length === 1) && mailed.every((h) => mailsTo(h.email, UNDONE_MAIL).length === 1);
    await waitUntil(apologised, 60_000, 'every customer told the original day stands');
    await settle();
    expect(await apologised()).toBe(true);
    expect(await toldAll()).toBe(true);
    // NOTE: 90 messages through real workers on a shared machine: longer than the file's default 60 s at times (no timing assertion).
  }, 240_000);

  it('sends no news of a move undone before its message went; the apology goes once', async () => {
    const from = days[5]!;
    const h = await home(1, from);
    const moved = await read(await post('/api/admin/crew-days/move', { from, to: days[6], reason: 'Wind' }));
    expect((await post(`/api/admin/crew-days/move/${moved.id}/undo`, {})).status).toBe(200);
    await world.workersAt(clock);
    const events = await ctx.sql`SELECT 1 FROM outbox_events WHERE payload->>'orderId' = ${h.id} AND type LIKE 'crew_day.%'`;
    expect(events).toHaveLength(2);
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM outbox_events WHERE payload->>'orderId' = ${h.id} AND dispatched_at IS NULL`).length === 0, 15_000, 'dispatched');
    const email = h.email;
    await waitUntil(() => mailsTo(email, UNDONE_MAIL).length + textsTo(h.phone ?? '-', UNDONE_TEXT).length === 1, 15_000, 'the apology');
    await settle(800);
    // NOTE: the news of the move was skipped (the order is back on its day); the apology still goes, which ADR 286 accepts.
    expect(mailsTo(email, MOVED_MAIL).length + textsTo(h.phone ?? '-', MOVED_TEXT).length).toBe(0);
  });
});
