import { declineRenewal } from '@sdp/server/renewals/renewal-offer';
import { renewalToken } from '@sdp/server/renewals/renewal-link';
import { sendRenewalOffers } from '@sdp/server/renewals/send-renewal-offers';
import { fixedClock } from '@sdp/server/clock';
import { addDays } from '@sdp/shared/pacific-time';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { textConsent } from '../../api/test/text-fixtures.ts';
import { FAST, useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';

// The renewal offer by text (docs/design.md §19): a household that agreed to texts gets a short text with its /renew link beside
// the e-mail, once, through the texts queue and its quiet hours; a household that did not gets the e-mail only. Fixed dates:
// 1 July of the season's year (PDT, UTC-7).
const ctx = useTestContext();
const stand = useStandIns();
const world = useTextWorld(ctx, stand, { callbackDelayMs: 100 });

const textsTo = (phone: string) => world.sms.messages().filter((m) => m.to === phone);
const mailsTo = (email: string) => stand.smtp.messages().filter((m) => m.to.includes(email));
const textRows = (orderId: string) =>
  ctx.sql<{ kind: string; status: string; send_after: Date }[]>`SELECT kind, status, send_after FROM text_messages WHERE order_id = ${orderId} AND direction = 'out'`;

async function seasonYear() {
  const [row] = await ctx.sql<{ year: number; delivery_dates: string[] }[]>`SELECT year, delivery_dates FROM season ORDER BY year DESC LIMIT 1`;
  return { year: row!.year, first: [...row!.delivery_dates].sort()[0]! };
}

/** Last season's completed porch for a new household; `phone` given: it ticked "Text me about my delivery". */
async function lastSeasonsPorch(first: string, phone?: string) {
  const order = await insertMessageOrder(ctx.sql, { deliveryDate: addDays(first, -364), status: 'completed', deliveredAt: '2025-10-01T17:00:00Z' });
  if (phone) await textConsent(ctx.sql, order.orderId, phone);
  return order;
}

describe('the renewal offer by text', () => {
  it('texts the /renew link once to the household that agreed to texts, beside its e-mail; the other gets the e-mail only', async () => {
    const { year, first } = await seasonYear();
    const phone = '+16195553101';
    const texting = await lastSeasonsPorch(first, phone);
    const mailOnly = await lastSeasonsPorch(first);
    const at = `${year}-07-01T16:00:00Z`; // 09:00 PDT
    const sent = await sendRenewalOffers({ sql: ctx.sql, redis: ctx.redis, env: ctx.env }, new Date(at), 'staff');
    expect(sent?.offered).toBe(2);

    const running = await world.workersAt(at);
    await waitUntil(() => mailsTo(texting.email).length === 1 && mailsTo(mailOnly.email).length === 1, 15_000, 'both offer e-mails');
    await waitUntil(async () => (await textRows(texting.orderId))[0]?.status === 'delivered', 15_000, 'the renewal text delivered');
    expect(textsTo(phone)).toHaveLength(1);
    const [offer] = await ctx.sql<{ id: string }[]>`SELECT r.id FROM renewal_offers r WHERE r.last_order_id = ${texting.orderId}`;
    expect(textsTo(phone)[0]!.body).toMatch(/^SD Pumpkin: your porch for next season is held for you\. See your week and price, and renew here: http\S+\/renew\/\S+ Reply STOP to opt out\.$/);
    expect(mailsTo(texting.email)[0]!.text).toContain(textsTo(phone)[0]!.body.match(/\/renew\/\S+/)![0]);
    expect(offer).toBeDefined();
    expect((await textRows(texting.orderId)).map((r) => r.kind)).toEqual(['renewal_offer']);
    expect(await textRows(mailOnly.orderId)).toEqual([]);

    // The offer's e-mail job run again (a retry, a replayed event): no second text.
    const [event] = await ctx.sql<{ id: string }[]>`SELECT id FROM outbox_events WHERE type = 'renewal.offered' AND payload->>'offerId' = ${offer!.id}`;
    await running.queues.email.add('renewal_offer', { eventId: event!.id, kind: 'renewal_offer', subject: { type: 'renewal', id: offer!.id }, enqueuedAt: Date.now() }, { jobId: `${event!.id}-again` });
    await waitUntil(async () => (await running.queues.email.getJobState(`${event!.id}-again`)) === 'completed', 15_000, 'the replayed e-mail job');
    expect(await textRows(texting.orderId)).toHaveLength(1);
    expect(textsTo(phone)).toHaveLength(1);
  });

  it('offers sent at 21:30 San Diego time: the text waits for 08:00', async () => {
    const { year, first } = await seasonYear();
    const phone = '+16195553102';
    const texting = await lastSeasonsPorch(first, phone);
    const at = `${year}-07-02T04:30:00Z`; // 1 July 21:30 PDT
    await sendRenewalOffers({ sql: ctx.sql, redis: ctx.redis, env: ctx.env }, new Date(at), 'staff');
    await world.workersAt(at, FAST);
    await waitUntil(() => mailsTo(texting.email).length === 1, 15_000, 'the offer e-mail');
    const [row] = await waitUntil(async () => {
      const rows = await textRows(texting.orderId);
      return rows.length ? rows : null;
    }, 15_000, 'the text queued');
    expect(row!.send_after.toISOString()).toBe(`${year}-07-02T15:00:00.000Z`);
    expect(textsTo(phone)).toHaveLength(0);
  });

  // Issue 36 item 5 (ADR 176): a text held for quiet hours is checked against its reason when 08:00 comes.
  it('offers queued at 22:00; one household renews at 23:00, one says "Not this year": at 08:00 only the open offer is texted, the others are skipped saying why', async () => {
    const { year, first } = await seasonYear();
    const [renews, declines, open] = [
      await lastSeasonsPorch(first, '+16195553111'), await lastSeasonsPorch(first, '+16195553112'), await lastSeasonsPorch(first, '+16195553113'),
    ];
    const night = `${year}-07-02T05:00:00Z`; // 1 July 22:00 PDT
    await sendRenewalOffers({ sql: ctx.sql, redis: ctx.redis, env: ctx.env }, new Date(night), 'staff');
    const evening = await world.workersAt(night, FAST);
    const orderIds = [renews.orderId, declines.orderId, open.orderId];
    await waitUntil(async () => {
      const ids = (await ctx.sql<{ id: string }[]>`SELECT id FROM text_messages WHERE order_id = ANY(${orderIds}) AND status = 'waiting'`).map((r) => r.id);
      const held = (await evening.queues.texts.getDelayed()).map((j) => j.data.subject.id);
      return ids.length === 3 && ids.every((id) => held.includes(id));
    }, 15_000, 'three texts held for 08:00');
    await evening.stop();

    const offerOf = async (orderId: string) => (await ctx.sql<{ id: string; link_version: number }[]>`
      SELECT id, link_version FROM renewal_offers WHERE last_order_id = ${orderId}`)[0]!;
    // 23:00: the first household's deposit landed (accepted); the second pressed "Not this year".
    await ctx.sql`UPDATE renewal_offers SET status = 'accepted', decided_at = ${`${year}-07-02T06:00:00Z`}, slot_held = false WHERE id = ${(await offerOf(renews.orderId)).id}`;
    const declined = await offerOf(declines.orderId);
    await declineRenewal({ ...ctx.deps, now: fixedClock(`${year}-07-02T06:00:00Z`) }, renewalToken(ctx.env.SESSION_SECRET, declined.id, declined.link_version));

    const morning = await world.workersAt(`${year}-07-02T15:00:00Z`, FAST); // 08:00 PDT
    for (const job of await morning.queues.texts.getDelayed()) await job.promote();
    const outcome = async (orderId: string) => (await ctx.sql<{ status: string; skipped_reason: string | null }[]>`
      SELECT status, skipped_reason FROM text_messages WHERE order_id = ${orderId} AND direction = 'out'`)[0];
    await waitUntil(async () => (await outcome(open.orderId))?.status === 'delivered' && (await outcome(renews.orderId))?.status === 'skipped'
      && (await outcome(declines.orderId))?.status === 'skipped', 15_000, 'the three texts settled');
    expect(await outcome(renews.orderId)).toEqual({ status: 'skipped', skipped_reason: 'renewed' });
    expect(await outcome(declines.orderId)).toEqual({ status: 'skipped', skipped_reason: 'declined' });
    expect(textsTo('+16195553111')).toHaveLength(0);
    expect(textsTo('+16195553112')).toHaveLength(0);
    expect(textsTo('+16195553113')).toHaveLength(1);
    // Skipped is not failed: no e-mail goes in the text's place.
    expect(await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'text.failed' AND payload->>'orderId' = ANY(${orderIds})`).toHaveLength(0);
  });
});
