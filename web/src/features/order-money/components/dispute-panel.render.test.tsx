import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { api } from '../../../lib/api-client.ts';
import { ADMIN, renderStaffScreen, type Answer } from '../../../test/render-staff-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';
const order: Answer<(typeof api.admin.orders)[':id']['$get']> = {
  id: ID, orderNumber: '3B2A19', status: 'delivered', customerId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', customerName: 'Morgan Reyes',
  customerEmail: 'morgan@example.com', packageName: 'Harvest Grand', serviceType: 'white-glove', deliveryDate: '2026-10-05',
  totalAmount: '1825.00', depositAmount: '547.50', balanceAmount: '1277.50', balanceConsent: { version: '2026-11-balance-v1', at: '2026-09-02T18:04:00.000Z' },
  cardSaved: true, referral: null, referralCredit: '0.00',
  payments: [
    { kind: 'deposit', amount: '547.50', status: 'succeeded', createdAt: '2026-09-02T18:05:00.000Z' },
    { kind: 'balance', amount: '1277.50', status: 'succeeded', createdAt: '2026-10-06T17:00:00.000Z' },
    { kind: 'dispute', amount: '1277.50', status: 'needs_response', createdAt: '2026-10-20T16:00:00.000Z' },
    { kind: 'dispute_fee', amount: '15.00', status: 'succeeded', createdAt: '2026-10-20T16:00:00.000Z' },
  ],
  amountPaid: '1825.00', amountRefunded: '0.00', depositCollected: '547.50', balanceDue: '0.00', balanceStatus: 'paid', balanceError: null,
  timeline: [{ at: '2026-10-20T16:00:00.000Z', kind: 'staff_action', detail: { action: 'dispute_opened', amountCents: 127750, reason: 'fraudulent' }, by: { id: null, name: "The card holder's bank, through Stripe" } }],
  cancelPolicy: { refund: '0.00', why: 'Delivered.' }, deliverRefusal: null,
  pickup: null,
  tips: { offered: false, reason: null, paid: '0.00', refunded: '0.00', choices: [], max: '0.00', withBalance: false, savedCard: null },
  dispute: { id: 'dp_1Q2w3E4r5T6y7U8i9O0p', amount: '1277.50', reason: 'fraudulent', status: 'needs_response', evidenceDueBy: '2026-10-27T23:59:59.000Z' },
};
const evidence: Answer<(typeof api.admin.orders)[':id']['dispute']['evidence']['$get']> = {
  disputeId: 'dp_1Q2w3E4r5T6y7U8i9O0p', submitted: false,
  pieces: [
    { field: 'product_description', label: 'What was bought', text: 'Harvest Grand porch decoration, white-glove.' },
    { field: 'customer_purchase_ip', label: 'Ordered from (IP address)', text: '203.0.113.24' },
    { field: 'service_date', label: 'Delivered on', text: '2026-10-05' },
    { field: 'refund_policy_disclosure', label: 'Policy accepted at checkout', text: 'The customer ticked the box accepting the balance terms.' },
  ],
};

describe('the dispute panel on the staff order page', () => {
  it('shows the amount, reason and deadline with the evidence, and submits it in one tap', async () => {
    const submitted = { ...order, dispute: { ...order.dispute!, status: 'under_review', submittedAt: '2026-10-21T17:00:00.000Z' } };
    const view = await renderStaffScreen(`/orders/${ID}`, {
      'GET /api/auth/user': ADMIN,
      [`GET /api/admin/orders/${ID}`]: order,
      [`GET /api/admin/orders/${ID}/dispute/evidence`]: evidence,
      [`POST /api/admin/orders/${ID}/dispute/submit`]: submitted,
    });
    const panel = await screen.findByTestId('dispute-panel');
    expect(within(panel).getByText('Payment disputed')).toBeTruthy();
    expect(within(panel).getByText('$1,277.50')).toBeTruthy();
    expect(within(panel).getByText('fraudulent')).toBeTruthy();
    expect(within(panel).getByText('Needs evidence')).toBeTruthy();
    expect(within(panel).getByText(/Oct 27, 2026/)).toBeTruthy();
    expect(await within(panel).findByText('203.0.113.24')).toBeTruthy();
    expect(within(panel).getByText('Policy accepted at checkout')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit this evidence to Stripe' }));
    await waitFor(() => expect(view.requests).toContain(`POST /api/admin/orders/${ID}/dispute/submit`));
    expect(view.requests.filter((r) => r === `POST /api/admin/orders/${ID}/dispute/submit`)).toHaveLength(1);
    expect(view.unanswered.filter((r) => r.includes("dispute"))).toEqual([]);
  });

  it('offers no refund while the bank decides, says why, and names each ledger line\'s state in words (ADR 317)', async () => {
    await renderStaffScreen(`/orders/${ID}`, {
      'GET /api/auth/user': ADMIN,
      [`GET /api/admin/orders/${ID}`]: order,
      [`GET /api/admin/orders/${ID}/dispute/evidence`]: evidence,
    });
    const actions = (await screen.findByRole('heading', { name: 'Actions' })).closest('section')!;
    expect(within(actions).getByText('No refund while the bank decides the dispute: answer it above.')).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Refund' })).toBeNull();
    const ledger = screen.getByRole('heading', { name: 'Payments' }).closest('section')!;
    expect(ledger.textContent).toContain('Disputed · Needs evidence');
    expect(ledger.textContent).not.toContain('needs_response');
  });

  it('offers the refund again once the bank has decided', async () => {
    const won = { ...order, dispute: { ...order.dispute!, status: 'won' } };
    await renderStaffScreen(`/orders/${ID}`, {
      'GET /api/auth/user': ADMIN,
      [`GET /api/admin/orders/${ID}`]: won,
      [`GET /api/admin/orders/${ID}/dispute/evidence`]: { ...evidence, submitted: true },
    });
    const actions = (await screen.findByRole('heading', { name: 'Actions' })).closest('section')!;
    expect(within(actions).getByRole('button', { name: 'Refund' })).toBeTruthy();
  });
});
