import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_KINDS, type EmailJobData, type EmailKind } from '@sdp/server/queues';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { insertQuote } from '../../api/test/order-fixtures.ts';
import type { ComposedEmail } from '../src/messages/composed.ts';
import { composeEmail } from '../src/messages/registry.ts';

// docs/design.md §23: every kind in the message registry has a composer that renders an e-mail from real rows. The kinds whose
// subject takes a whole flow to make (a refund in the ledger, a renewal offer, a forecast) are rendered end to end by the test
// named for them below; this file checks that test exists and sends that kind, so a new kind must be rendered somewhere.
const ctx = useTestContext();
/** An event id for the e-mails that read no event. */
const E = '00000000-0000-4000-8000-00000000e001';

const ELSEWHERE: Partial<Record<EmailKind, string>> = {
  refund_receipt: 'workers/test/my-order-mail.test.ts',
  my_order_link: 'workers/test/my-order-mail.test.ts',
  quote_deposit_link: 'workers/test/quote-deposit-mail.test.ts',
  booking_open: 'workers/test/booking-opens-schedule.test.ts',
  waitlist_rejoin: 'workers/test/waitlist-mail.test.ts',
  waitlist_spots_opened: 'workers/test/renewal-holds-lapse-mail.test.ts',
  renewal_offer: 'workers/test/renewal-holds-lapse-mail.test.ts',
  weather_care: 'workers/test/weather-care.test.ts',
  on_my_way: 'workers/test/on-my-way.test.ts',
  day_moved: 'workers/test/day-move.test.ts',
  day_move_undone: 'workers/test/day-move.test.ts',
  pickup_thank_you: 'workers/test/pickup-messages.test.ts',
  gift_card: 'workers/test/gift-card-mail.test.ts',
  dispute_opened: 'api/src/features/disputes/disputes.test.ts',
  dispute_reminder: 'api/src/features/disputes/dispute-reminder.test.ts',
};

/** An outbox event the e-mail reads (what the customer changed travels there), recorded as the feature would. */
async function eventFor(type: string, payload: object): Promise<string> {
  const [row] = await ctx.sql<{ id: string }[]>`INSERT INTO outbox_events (type, payload) VALUES (${type}, ${ctx.sql.json(payload as never)}) RETURNING id`;
  return row!.id;
}

describe('every message kind', () => {
  it('renders from real rows: to an address, with a subject and both an HTML and a text body', async () => {
    const booked = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', addOns: ['Seasonal Removal'] });
    const owing = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'delivered', balanceStatus: 'failed', balanceFailedAt: '2026-10-06T22:00:00Z' });
    const paid = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'completed', balanceStatus: 'paid' });
    const cancelled = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12', status: 'cancelled' });
    const moved = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-19' });
    // On the staff call list of 2026-10-26: delivering in the two days after.
    await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-27' });
    const quoteId = await insertQuote(ctx);
    const [entry] = await ctx.sql<{ id: string }[]>`INSERT INTO waitlist_entries (name, email) VALUES ('Wren Wait', 'wren.renders@example.com') RETURNING id`;
    const order = (id: string) => ({ type: 'order' as const, id });

    const jobs: Partial<Record<EmailKind, Omit<EmailJobData, 'kind' | 'enqueuedAt'>>> = {
      order_recap: { eventId: E, subject: order(booked.orderId) },
      deposit_notification: { eventId: E, subject: order(booked.orderId) },
      balance_link: { eventId: E, subject: order(owing.orderId) },
      balance_receipt: { eventId: E, subject: order(paid.orderId) },
      duplicate_balance_refunded: { eventId: E, subject: order(booked.orderId) },
      delivery_reminder: { eventId: E, subject: order(booked.orderId) },
      removal_reminder: { eventId: E, subject: order(booked.orderId) },
      balance_follow_up: { eventId: E, subject: order(owing.orderId) },
      review_request: { eventId: E, subject: order(owing.orderId) },
      staff_call_list: { eventId: E, subject: { type: 'call_list', id: '2026-10-26' } },
      phone_changed: { eventId: await eventFor('order.details_changed', { orderId: booked.orderId, fields: ['customer_phone'] }), subject: order(booked.orderId) },
      order_rescheduled: { eventId: await eventFor('order.rescheduled', { orderId: moved.orderId, from: '2026-10-12', to: '2026-10-19' }), subject: order(moved.orderId) },
      order_cancelled: { eventId: await eventFor('order.cancelled_by_customer', { orderId: cancelled.orderId, refundCents: 5000 }), subject: order(cancelled.orderId) },
      quote_confirmation: { eventId: E, subject: { type: 'quote', id: quoteId } },
      quote_notification: { eventId: E, subject: { type: 'quote', id: quoteId } },
      waitlist_welcome: { eventId: E, subject: { type: 'waitlist', id: entry!.id } },
    };

    expect([...Object.keys(jobs), ...Object.keys(ELSEWHERE)].sort(), 'a kind neither rendered here nor elsewhere').toEqual([...EMAIL_KINDS].sort());
    const rendered: Record<string, unknown> = {};
    for (const [kind, job] of Object.entries(jobs)) {
      const mail = await composeEmail(ctx.sql, ctx.env, { ...job, kind: kind as EmailKind }, null, new Date('2026-10-26T16:00:00Z'));
      rendered[kind] = mail && 'content' in mail ? 'rendered' : mail;
      if (mail && 'content' in mail) {
        const { to, content } = mail as ComposedEmail;
        expect(to, kind).toMatch(/@/);
        expect(content.subject.length, kind).toBeGreaterThan(5);
        expect(content.html, kind).toContain('<');
        expect(content.text.length, kind).toBeGreaterThan(20);
      }
    }
    expect(rendered).toEqual(Object.fromEntries(Object.keys(jobs).map((kind) => [kind, 'rendered'])));
  });

  it('that is rendered elsewhere has a test that sends it', () => {
    const root = join(import.meta.dirname, '..', '..');
    for (const [kind, file] of Object.entries(ELSEWHERE)) {
      expect(existsSync(join(root, file)), file).toBe(true);
      expect(readFileSync(join(root, file), 'utf8'), `${file} sends ${kind}`).toContain(kind);
    }
  });
});
