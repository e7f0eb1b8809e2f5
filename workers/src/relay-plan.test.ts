import { describe, expect, it } from 'vitest';
import { planJobs } from './relay-plan.ts';

const subs = [
  { id: 's1', event: 'quote.created' as const },
  { id: 's2', event: 'order.deposit_paid' as const },
];

describe('relay fan-out', () => {
  it('turns quote.created into two e-mails, a CRM sync and one job per quote hook, with ids eventId:queue:name', () => {
    const jobs = planJobs({ id: 'e1', type: 'quote.created', payload: { quoteId: 'q1' } }, subs, 5);
    expect(jobs.map((j) => j.jobId)).toEqual(['e1:email:quote_confirmation', 'e1:email:quote_notification', 'e1:crm:contact', 'e1:zapier:s1']);
    expect(jobs.every((j) => j.data.subject.id === 'q1' && j.data.enqueuedAt === 5)).toBe(true);
  });

  it('turns order.deposit_paid into the recap, a CRM sync and the order hooks', () => {
    const jobs = planJobs({ id: 'e2', type: 'order.deposit_paid', payload: { orderId: 'o1' } }, subs, 0);
    expect(jobs.map((j) => j.jobId)).toEqual(['e2:email:order_recap', 'e2:email:deposit_notification', 'e2:crm:contact', 'e2:zapier:s2']);
  });

  it('turns the order page\'s events into their e-mails, and a new phone number into a CRM sync (ADR 046)', () => {
    const plan = (type: string, payload: object) => planJobs({ id: 'e9', type: type as never, payload: payload as never }, subs, 0).map((j) => j.jobId);
    expect(plan('order.my_order_link_requested', { orderId: 'o1' })).toEqual(['e9:email:my_order_link']);
    expect(plan('order.rescheduled', { orderId: 'o1', from: '2027-10-04', to: '2027-10-18' })).toEqual(['e9:email:order_rescheduled']);
    expect(plan('order.cancelled_by_customer', { orderId: 'o1', refundCents: 100 })).toEqual(['e9:email:order_cancelled']);
    expect(plan('order.cancelled_by_staff', { orderId: 'o1', refundCents: 0 })).toEqual(['e9:email:order_cancelled']);
    expect(plan('order.details_changed', { orderId: 'o1', fields: ['customer_phone', 'special_instructions'] })).toEqual(['e9:crm:contact', 'e9:email:phone_changed']);
    expect(plan('order.details_changed', { orderId: 'o1', fields: ['special_instructions'] })).toEqual([]);
  });

  it('turns a resend into one e-mail job of the right kind, and other events into nothing', () => {
    const [order] = planJobs({ id: 'e3', type: 'email.resend_requested', payload: { type: 'order', id: 'o1' } }, subs, 0);
    expect(order).toMatchObject({ jobId: 'e3:email:resend', data: { kind: 'order_recap', subject: { type: 'order', id: 'o1' } } });
    const [quote] = planJobs({ id: 'e4', type: 'email.resend_requested', payload: { type: 'quote', id: 'q1' } }, subs, 0);
    expect(quote).toMatchObject({ data: { kind: 'quote_confirmation' } });
    expect(planJobs({ id: 'e5', type: 'order.created', payload: { orderId: 'o1' } }, subs, 0)).toEqual([]);
  });

  it('turns waitlist.joined into the one "you\'re on the list" e-mail, a CRM sync and one job per waitlist hook', () => {
    const hooks = [...subs, { id: 's6', event: 'waitlist.joined' as const }];
    const jobs = planJobs({ id: 'e9', type: 'waitlist.joined', payload: { entryId: 'w1' } }, hooks, 0);
    expect(jobs.map((j) => j.jobId)).toEqual(['e9:email:waitlist_welcome', 'e9:crm:contact', 'e9:zapier:s6']);
    expect(planJobs({ id: 'e10', type: 'waitlist.rejoin_requested', payload: { entryId: 'w1', version: 2 } }, hooks, 0).map((j) => j.jobId))
      .toEqual(['e10:email:waitlist_rejoin']);
    expect(jobs.every((j) => j.data.subject.type === 'waitlist' && j.data.subject.id === 'w1')).toBe(true);
  });

  it('turns the money events of docs/design.md §11 into the balance charge, its e-mails and the order hooks', () => {
    const hooks = [...subs, { id: 's3', event: 'order.delivered' as const }, { id: 's4', event: 'order.completed' as const }, { id: 's5', event: 'order.cancelled' as const }];
    const plan = (type: string, payload: object) => planJobs({ id: 'e7', type: type as never, payload: payload as never }, hooks, 0).map((j) => j.jobId);
    expect(plan('order.delivered', { orderId: 'o1' })).toEqual(['e7:zapier:s3']);
    expect(plan('order.completed', { orderId: 'o1' })).toEqual(['e7:email:balance_receipt', 'e7:zapier:s4']);
    expect(plan('order.cancelled', { orderId: 'o1' })).toEqual(['e7:zapier:s5']);
    expect(plan('order.balance_unpaid', { orderId: 'o1', attempt: 1 })).toEqual(['e7:email:balance_link']);
    expect(plan('order.refund_issued', { orderId: 'o1', refundId: 're_1' })).toEqual(['e7:email:refund_receipt']);
    expect(plan('quote.offer_sent', { quoteId: 'q1', offer: 1 })).toEqual(['e7:email:quote_deposit_link']);
    const [charge] = planJobs({ id: 'e8', type: 'order.balance_charge_requested', payload: { orderId: 'o1', attempt: 2 } }, hooks, 0);
    expect(charge).toMatchObject({ queue: 'payments', jobId: 'e8:payments:charge_balance', data: { attempt: 2, subject: { type: 'order', id: 'o1' } } });
  });

  it('turns a scheduled message come due into its one e-mail, and the call list into one e-mail to staff', () => {
    const [reminder] = planJobs({ id: 'e10', type: 'order.message_due', payload: { orderId: 'o1', kind: 'delivery_reminder', occasion: 'once' } }, subs, 0);
    expect(reminder).toMatchObject({ jobId: 'e10:email:delivery_reminder', data: { kind: 'delivery_reminder', subject: { type: 'order', id: 'o1' } } });
    const [calls] = planJobs({ id: 'e11', type: 'staff.call_list_due', payload: { date: '2026-10-03' } }, subs, 0);
    expect(calls).toMatchObject({ jobId: 'e11:email:staff_call_list', data: { kind: 'staff_call_list', subject: { type: 'call_list', id: '2026-10-03' } } });
  });

  it('is deterministic: planning an event twice gives the same job ids', () => {
    const event = { id: 'e6', type: 'quote.created' as const, payload: { quoteId: 'q1' } };
    expect(planJobs(event, subs, 1).map((j) => j.jobId)).toEqual(planJobs(event, subs, 2).map((j) => j.jobId));
  });
});
