import { fixedClock } from '@sdp/server/clock';
import { seasonAt } from '@sdp/server/season/season-rows';
import { REPLY_WORDS } from '@sdp/server/texts/reply-words';
import { addDays } from '@sdp/shared/pacific-time';
import type { HouseholdTextsResponse, UnreadTextsResponse } from '@sdp/shared/wire-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { inboundText, messageSid, textConsent, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// Issue 36 item 2 (ADR 175): off season every household's orders are completed, so a text from last year's customer or a new
// prospect had no order to land on: stored on nothing, never answered, never in "Texts to read". Now it lands on the household
// that has the number (on its record and the dashboard), a number nobody has is listed by itself, and while nobody is there one
// automatic answer goes a number per away window, once however often Twilio redelivers the webhook.
const ctx = useTestContext();
let cookie = '';
let season: { first: string } = { first: '' };
beforeAll(async () => {
  ctx.configure(TWILIO_TEST);
  cookie = (await signedIn(ctx)).cookie;
  const [row] = await ctx.sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season ORDER BY year DESC LIMIT 1`;
  season = { first: [...row!.delivery_dates].sort()[0]! };
});

const appAt = (iso: string) => ctx.appWith({ now: fixedClock(iso) });
const unread = async () => (await (await call(ctx, 'GET', '/api/admin/texts/unread', { cookie })).json()) as UnreadTextsResponse;
const outTo = (phone: string) => ctx.sql<{ kind: string; body: string }[]>`SELECT kind, body FROM text_messages WHERE phone = ${phone} AND direction = 'out' ORDER BY created_at`;
/** An instant `days` after the season's first delivery day at `utcTime`, and whether the season is open for booking then. */
const seasonInstant = async (days: number, utcTime: string) => {
  const iso = `${addDays(season.first, days)}T${utcTime}Z`;
  return { iso, open: (await seasonAt(ctx.sql, new Date(iso)))?.state === 'open' };
};

describe('a text from a number with no open order', () => {
  it('lands on the household with the number (last season completed), shows on its record and the dashboard, and is answered once a night', async () => {
    const phone = '+16195554201';
    const last = await insertMessageOrder(ctx.sql, { deliveryDate: addDays(season.first, -364), status: 'completed', deliveredAt: '2025-10-01T17:00:00Z' });
    await textConsent(ctx.sql, last.orderId, phone);
    const [{ customer_id: householdId }] = await ctx.sql<[{ customer_id: string }]>`SELECT customer_id FROM orders WHERE id = ${last.orderId}`;
    const { iso: night, open } = await seasonInstant(200, '06:30:00'); // 23:30 San Diego time the day before, months after the season
    expect(open).toBe(false);

    const sid = messageSid();
    expect((await inboundText(ctx, phone, 'Are you doing porches again this fall?', sid, appAt(night))).status).toBe(200);
    // Twilio redelivers the same webhook: nothing more stored, nothing more answered.
    expect((await inboundText(ctx, phone, 'Are you doing porches again this fall?', sid, appAt(night))).status).toBe(200);
    const [stored] = await ctx.sql<{ order_id: string | null; customer_id: string | null }[]>`SELECT order_id, customer_id FROM text_messages WHERE phone = ${phone} AND direction = 'in'`;
    expect(stored).toEqual({ order_id: null, customer_id: householdId });
    expect(await outTo(phone)).toEqual([{ kind: 'away', body: REPLY_WORDS.away }]);
    // A second text the same night: stored, no second answer.
    await inboundText(ctx, phone, 'Also, can we add hay bales?', undefined, appAt(`${addDays(season.first, 200)}T14:59:00Z`));
    expect(await outTo(phone)).toHaveLength(1);

    const inbox = await unread();
    expect(inbox.total).toBe(2);
    expect(inbox.noOrder).toEqual([{ customerId: householdId, customerName: 'Sam Hart', phone, unread: 2, lastBody: 'Also, can we add hay bales?', lastAt: expect.any(String) }]);

    const record = (await (await call(ctx, 'GET', `/api/admin/customers/${householdId}/texts`, { cookie })).json()) as HouseholdTextsResponse;
    expect(record).toMatchObject({ customerId: householdId, replyTo: phone, enabled: true });
    expect(record.texts.map((t) => `${t.direction} ${t.kind} ${t.unread}`)).toEqual(['in reply true', 'out away false', 'in reply true']);

    // Staff answer from the record (the number agreed to texts), then read it: the dashboard empties.
    const answered = await call(ctx, 'POST', `/api/admin/customers/${householdId}/texts`, { cookie, body: { body: 'Yes! Renewals go out in July.' } });
    expect(answered.status).toBe(201);
    expect((await outTo(phone)).map((t) => t.kind)).toEqual(['away', 'staff_reply']);
    expect(await (await call(ctx, 'POST', `/api/admin/customers/${householdId}/texts/read`, { cookie })).json()).toEqual({ marked: 2 });
    expect(await unread()).toEqual({ total: 0, orders: [], noOrder: [] });

    // After 08:00, another window (off season: 08:00 to 08:00): one more answer.
    await inboundText(ctx, phone, 'Thanks!', undefined, appAt(`${addDays(season.first, 201)}T15:00:00Z`));
    expect((await outTo(phone)).map((t) => t.kind)).toEqual(['away', 'staff_reply', 'away']);
  });

  it('from a number nobody has: listed by number on the dashboard until read there; STOP silences the automatic answer', async () => {
    const phone = '+16195554202';
    const { iso } = await seasonInstant(200, '20:00:00'); // 13:00 San Diego time, off season
    await inboundText(ctx, phone, 'Hi, do you deliver to Escondido?', undefined, appAt(iso));
    expect(await outTo(phone)).toEqual([{ kind: 'away', body: REPLY_WORDS.away }]);
    const fromIt = async () => (await unread()).noOrder.filter((t) => t.phone === phone);
    expect(await fromIt()).toEqual([{ customerId: null, customerName: null, phone, unread: 1, lastBody: 'Hi, do you deliver to Escondido?', lastAt: expect.any(String) }]);
    expect((await call(ctx, 'POST', '/api/admin/texts/read', { cookie, body: { phone: 'nope' } })).status).toBe(400);
    expect((await call(ctx, 'POST', '/api/admin/texts/read', { body: { phone } })).status).toBe(401);
    expect(await (await call(ctx, 'POST', '/api/admin/texts/read', { cookie, body: { phone } })).json()).toEqual({ marked: 1 });
    expect(await fromIt()).toEqual([]);

    const optedOut = '+16195554203';
    await inboundText(ctx, optedOut, 'STOP', undefined, appAt(iso));
    await inboundText(ctx, optedOut, 'who is this?', undefined, appAt(iso));
    expect((await outTo(optedOut)).map((t) => t.kind)).toEqual(['opted_out']);
  });

  it('in season during staffed hours: no automatic answer, the text waits for staff on the dashboard', async () => {
    const { iso, open } = await seasonInstant(-7, '17:00:00'); // 10:00 San Diego time, a week before the first delivery
    expect(open).toBe(true);
    const phone = '+16195554204';
    await inboundText(ctx, phone, 'Do you have room in the second week?', undefined, appAt(iso));
    expect(await outTo(phone)).toEqual([]);
    expect((await unread()).noOrder.map((t) => t.phone)).toContain(phone);
  });

  it('answers 401 without a session and 404 for no such household', async () => {
    expect((await call(ctx, 'GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000/texts')).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/admin/customers/00000000-0000-4000-8000-000000000000/texts', { cookie })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/admin/customers/nope/texts/read', { cookie })).status).toBe(404);
  });
});
