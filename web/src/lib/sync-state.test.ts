import { describe, expect, it } from 'vitest';
import { crmState, paymentState, recapEmailState, zapierBadge, zapierState } from './sync-state.ts';

describe('sync states on the staff dashboards', () => {
  it('names the payment state and keeps the provider status as detail', () => {
    expect(paymentState({ status: 'deposit_paid', paymentStatus: 'succeeded' })).toEqual({
      label: 'Deposit paid',
      tone: 'good',
      detail: 'Payment: succeeded',
    });
    expect(paymentState({ status: 'pending', paymentStatus: null })).toMatchObject({ label: 'Awaiting deposit', tone: 'waiting' });
    expect(paymentState({ status: 'payment_failed', paymentStatus: null }).tone).toBe('bad');
  });

  it('tells a sent recap from a failed one, and an unpaid order has none to send', () => {
    expect(recapEmailState({ status: 'deposit_paid', emailRecapSent: true, emailError: null }).label).toBe('Recap sent');
    expect(recapEmailState({ status: 'deposit_paid', emailRecapSent: false, emailError: 'SMTP 550' })).toEqual({
      label: 'Email failed',
      tone: 'bad',
      detail: 'SMTP 550',
    });
    expect(recapEmailState({ status: 'deposit_paid', emailRecapSent: false, emailError: null }).label).toBe('Recap queued');
    expect(recapEmailState({ status: 'pending', emailRecapSent: false, emailError: null }).label).toBe('No recap yet');
    // Issue 13, item 6: a cancelled or refunded order has no recap on its way.
    expect(recapEmailState({ status: 'cancelled', emailRecapSent: false, emailError: null }).label).toBe('No recap');
    expect(recapEmailState({ status: 'refunded', emailRecapSent: false, emailError: null }).label).toBe('No recap');
  });

  it('shows the CRM contact, or its error', () => {
    expect(crmState({ crmContactId: '901', crmProvider: 'hubspot', crmError: null })).toMatchObject({
      label: 'CRM synced · hubspot',
      tone: 'good',
    });
    expect(crmState({ crmContactId: null, crmProvider: 'hubspot', crmError: '401 bad token' })).toMatchObject({
      label: 'CRM error',
      detail: '401 bad token',
    });
    expect(crmState({ crmContactId: null, crmProvider: null, crmError: null })?.tone).toBe('neutral');
  });

  it('shows no CRM badge while no CRM is set up (issue 25 item 12), but still a real error', () => {
    const none = { crmContactId: null, crmProvider: null, crmError: null };
    expect(crmState(none, false)).toBeNull();
    expect(crmState(none, null)).toBeNull(); // not known yet
    expect(crmState(none, true)).toMatchObject({ label: 'CRM not synced' });
    expect(crmState({ ...none, crmError: '401 bad token' }, false)).toMatchObject({ label: 'CRM error' });
  });

  it('reads the last Zapier delivery', () => {
    expect(zapierState('delivered').tone).toBe('good');
    expect(zapierState('failed').label).toBe('Zapier failed');
    expect(zapierState('gone').label).toBe('Zapier hook gone');
    expect(zapierState(null).label).toBe('No Zapier delivery');
  });

  it('says nothing about Zapier while no hook is connected, or before the API has said (issue 36, item 15)', () => {
    expect(zapierBadge(null, false)).toBeNull();
    expect(zapierBadge('delivered', false)).toBeNull();
    expect(zapierBadge(null, null)).toBeNull();
    expect(zapierBadge(null, true)).toMatchObject({ label: 'No Zapier delivery' });
    expect(zapierBadge('failed', true)).toMatchObject({ label: 'Zapier failed' });
  });
});
