import { fixedClock } from '@sdp/server/clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { firstWeek, insertCrewOrder } from '../../api/test/crew-fixtures.ts';
import { call, sameOrigin, signedIn } from '../../api/test/staff-fixtures.ts';
import { textConsent } from '../../api/test/text-fixtures.ts';
import { FAST, useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';

// "On my way" end to end (docs/design.md §19, §20; ADR 133): the tap on the API, the relay and real workers, the SMS stand-in taking
// the text over HTTP (and posting its status callbacks back), the SMTP catcher taking the e-mail. The clock is fixed on the stop's
// crew day; each tap and each worker run reads it.
const ctx = useTestContext();
const stand = useStandIns();
const world = useTextWorld(ctx, stand);
let cookie = '';
let day = '';

beforeAll(async () => {
  cookie = (await signedIn(ctx, 'staff')).cookie;
  day = (await firstWeek(ctx)).days[1]!;
  await ctx.sql`UPDATE season SET homes_per_crew_day = 8`;
});
const workersAt = (iso: string) => world.workersAt(iso, FAST);
/** 09:30 in San Diego in daylight time (08:30 in standard time), and 06:00 (05:00): inside and before texting hours. */
const morning = () => `${day}T16:30:00Z`;
const beforeEight = () => `${day}T13:00:00Z`;

const tap = async (orderId: string, at: string) => {
  const res = await ctx.appWith({ now: fixedClock(at) }).request(`${ctx.env.BASE_PATH}/api/admin/orders/${orderId}/on-my-way`, { method: 'POST', headers: { ...sameOrigin(ctx), cookie } });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ already: boolean; channel: string; window: { from: string; to: string } }>;
};
let homes = 0;
async function stop(phone: string | null) {
  homes += 1;
  const email = `omw${homes}@example.com`;
  const id = await insertCrewOrder(ctx, { zipCode: '92037', customerEmail: email });
  if (phone) await textConsent(ctx.sql, id, phone);
  expect((await call(ctx, 'PUT', `/api/admin/orders/${id}/crew`, { cookie, body: { crew: 1, day } })).status).toBe(200);
  return { id, email };
}
const textsTo = (phone: string) => world.sms.messages().filter((m) => m.to === phone);
const mailsTo = (email: string) => stand.smtp.messages().filter((m) => m.to.includes(email));
const twelve = (hhmm: string) => `${((Number(hhmm.slice(0, 2)) + 11) % 12) + 1}:${hhmm.slice(3)}`;
const statusOf = async (orderId: string) => (await ctx.sql<{ status: string }[]>`SELECT status FROM text_messages WHERE order_id = ${orderId} AND kind = 'on_my_way'`)[0]?.status;

describe('"On my way" through the workers', () => {
  it('texts a customer who agreed once, however often the crew taps, and no e-mail goes', async () => {
    const phone = '+16195554101';
    const { id, email } = await stop(phone);
    await workersAt(morning());
    const told = await tap(id, morning());
    expect(told.channel).toBe('text');
    await waitUntil(async () => (await statusOf(id)) === 'delivered', 15_000, 'the text delivered');
    expect((await tap(id, `${day}T17:00:00Z`)).already).toBe(true);
    await world.sms.idle();
    expect(textsTo(phone)).toHaveLength(1);
    expect(textsTo(phone)[0]!.body).toMatch(new RegExp(`^SD Pumpkin is on the way: arriving between ${twelve(told.window.from)}( [AP]M)? and ${twelve(told.window.to)} [AP]M\\. Reply STOP to opt out\\.$`));
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('e-mails a customer who did not agree to texts, once, with the window', async () => {
    const { id, email } = await stop(null);
    await workersAt(morning());
    const told = await tap(id, morning());
    expect(told.channel).toBe('email');
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the e-mail');
    expect((await tap(id, morning())).already).toBe(true);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toMatch(new RegExp(`^SD Pumpkin is on the way: arriving between ${twelve(told.window.from)}( [AP]M)? and ${twelve(told.window.to)} [AP]M$`));
    // The relay and the e-mail worker have nothing more for this order: still one e-mail, and it is logged once.
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM outbox_events WHERE dispatched_at IS NULL`).length === 0, 30_000, 'the outbox drained');
    expect(mailsTo(email)).toHaveLength(1);
    expect(await ctx.sql`SELECT 1 FROM email_log WHERE order_id = ${id} AND kind = 'on_my_way' AND status = 'sent'`).toHaveLength(1);
  });

  it('before 8 AM e-mails at once, even to a customer who agreed to texts: no text held for later', async () => {
    const phone = '+16195554102';
    const { id, email } = await stop(phone);
    const workers = await workersAt(beforeEight());
    expect((await tap(id, beforeEight())).channel).toBe('email');
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the e-mail');
    expect(await workers.queues.texts.getDelayed()).toHaveLength(0);
    expect(textsTo(phone)).toHaveLength(0);
    expect(await statusOf(id)).toBeUndefined();
  });

  it('a text the carrier could not deliver falls back to the e-mail with the same window, once', async () => {
    const phone = '+15005550010'; // the stand-in's "undelivered" number
    const { id, email } = await stop(phone);
    await workersAt(morning());
    const told = await tap(id, morning());
    expect(told.channel).toBe('text');
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the fallback e-mail');
    await world.sms.idle();
    expect(await statusOf(id)).toBe('undelivered');
    expect(textsTo(phone)).toHaveLength(1);
    expect(mailsTo(email)[0]!.subject).toContain(`between ${twelve(told.window.from)}`);
    expect(mailsTo(email)).toHaveLength(1);
  });
});
