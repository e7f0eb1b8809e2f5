import { describe, expect, it } from 'vitest';
import { needsAttention } from './order-labels.ts';
import { describeTimelineEntry } from './timeline-labels.ts';

const at = '2027-10-04T17:00:00.000Z';

describe('order timeline in words', () => {
  it('names status and balance changes by their labels, not their codes', () => {
    expect(describeTimelineEntry({ at, kind: 'status', detail: { from: 'deposit_paid', to: 'delivered' }, by: null })).toBe('Status: Delivered');
    expect(describeTimelineEntry({ at, kind: 'balance', detail: { from: 'processing', to: 'action_required', attempt: 2 }, by: null })).toBe(
      'Balance needs the customer (attempt 2)',
    );
  });

  it('says what staff did, with the amount and reason of a refund', () => {
    const by = { id: 'u1', name: 'Dana' };
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'refund', amount: '50.00', reason: 'One pumpkin was bruised' }, by })).toBe(
      'Refunded $50.00: One pumpkin was bruised',
    );
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'cancel', refundDeposit: false }, by })).toBe(
      'Cancelled the order, deposit kept',
    );
  });

  it('says what the customer changed on their own order page (ADR 046)', () => {
    const by = { id: null, name: 'the customer' };
    const words = (detail: Record<string, unknown>) => describeTimelineEntry({ at, kind: 'customer_action', detail, by });
    expect(words({ action: 'reschedule', from: '2027-10-04', to: '2027-10-18' })).toBe('Moved delivery from Oct 4 to Oct 18');
    expect(words({ action: 'edit_details', fields: ['phone', 'special instructions'] })).toBe('Changed phone and special instructions');
    expect(words({ action: 'cancel', refund: '273.75', spotReleased: true })).toBe('Cancelled the order, $273.75 of the deposit refunded');
    expect(words({ action: 'cancel', refund: '0.00' })).toBe('Cancelled the order, nothing to refund');
    expect(words({ action: 'replace_card', setupIntent: 'seti_1' })).toBe('Saved a new card for the balance');
    expect(describeTimelineEntry({ at, kind: 'email', detail: { email: 'order_rescheduled', status: 'sent', subject: 'x' }, by: null })).toBe(
      'New delivery week confirmation e-mailed',
    );
  });

  it('names e-mails by what they were, and says whether they went out', () => {
    expect(describeTimelineEntry({ at, kind: 'email', detail: { email: 'balance_link', status: 'sent', subject: 'x' }, by: null })).toBe(
      'Balance pay link e-mailed',
    );
    expect(describeTimelineEntry({ at, kind: 'email', detail: { email: 'delivery_reminder', status: 'sent', subject: 'x' }, by: null })).toBe(
      'Delivery reminder e-mailed',
    );
    expect(describeTimelineEntry({ at, kind: 'email', detail: { email: 'review_request', status: 'failed', subject: 'x' }, by: null })).toBe(
      'Review request not sent (the mail server refused it)',
    );
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'called', deliveryDay: '2027-10-04' }, by: { id: 'u', name: 'Dana' } })).toBe(
      'Called the customer before delivery',
    );
  });

  it('flags only balances that need staff to chase them', () => {
    expect(['none', 'scheduled', 'processing', 'paid', 'action_required', 'failed'].filter((s) => needsAttention(s as never))).toEqual([
      'action_required',
      'failed',
    ]);
  });
});
