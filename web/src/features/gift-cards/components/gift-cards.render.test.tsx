import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GiftCardFace, GiftCardStaffView } from '@sdp/shared/gift-cards';
import { ADMIN, renderStaffScreen } from '../../../test/render-staff-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FACE: GiftCardFace = { code: 'SDP-7KQ2-M9XR-4TWC-8HND', amount: '250.00', balance: '202.50', recipientName: 'Rae', buyerName: 'Gale', message: 'Happy fall!' };
const CARD: GiftCardStaffView = {
  id: '0f5e1c2a-1111-4222-8333-444455556666', code: FACE.code, status: 'active', amount: '250.00', balance: '202.50',
  buyerName: 'Gale Giver', buyerEmail: 'gale@example.com', recipientName: 'Rae', recipientEmail: 'rae@example.com', sendOn: null,
  sentAt: '2026-11-20T17:00:00.000Z', issuedAt: '2026-11-20T17:00:00.000Z', cashBackAllowed: false,
  entries: [
    { kind: 'issued', amount: '250.00', balanceAfter: '250.00', orderId: null, reason: null, at: '2026-11-20T17:00:00.000Z' },
    { kind: 'redeemed', amount: '-47.50', balanceAfter: '202.50', orderId: '6b1f0c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', reason: null, at: '2026-11-21T17:00:00.000Z' },
  ],
};

describe('gift cards on the web', () => {
  it('the buy page sends the amount, who it is for and the day, and goes to the Checkout URL the server answers', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const view = await renderStaffScreen('/gift-cards', { 'POST /api/gift-cards/checkout': { url: 'https://checkout.stripe.test/c/cs_1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'SD Pumpkin Gift Cards' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '$100' }));
    fireEvent.change(screen.getByLabelText('Their name'), { target: { value: 'Rae' } });
    fireEvent.change(screen.getByLabelText('Their e-mail'), { target: { value: 'rae@example.com' } });
    fireEvent.change(screen.getByLabelText('Send it on'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Gale Giver' } });
    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'gale@example.com' } });
    expect(screen.getByRole('figure', { name: 'SD Pumpkin gift card' }).textContent).toContain('For Rae');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to secure payment · $100.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    expect(JSON.parse(String(view.sent.get('POST /api/gift-cards/checkout')))).toEqual({
      amount: '100', buyerName: 'Gale Giver', buyerEmail: 'gale@example.com', message: null, recipientName: 'Rae', recipientEmail: 'rae@example.com', sendOn: '2026-12-24',
    });
    expect(screen.getByText(/no expiry date, no fees/)).toBeTruthy();
  });

  it('the printable card shows the code, the amount, whom it is for and the balance', async () => {
    await renderStaffScreen(`/gift-cards/card/${FACE.code}`, { [`GET /api/gift-cards/${FACE.code}`]: FACE });
    const card = await screen.findByRole('figure', { name: 'SD Pumpkin gift card' });
    expect(card.textContent).toContain('SDP-7KQ2-M9XR-4TWC-8HND');
    expect(card.textContent).toContain('$250.00');
    expect(card.textContent).toContain('For Rae');
    expect(screen.getByText('$202.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print the card' })).toBeTruthy();
  });

  it('staff look a card up and see every use; an admin voids it with a reason', async () => {
    const view = await renderStaffScreen('/gift-card-lookup', {
      'GET /api/auth/user': ADMIN,
      [`GET /api/admin/gift-cards/${FACE.code}`]: CARD,
      [`POST /api/admin/gift-cards/${FACE.code}/void`]: { ...CARD, status: 'void', balance: '0.00' },
    });
    fireEvent.change(await screen.findByLabelText('Gift card code'), { target: { value: FACE.code } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const ledger = await screen.findByRole('region', { name: 'Every use of the card' });
    expect(within(ledger).getByText(/Paid an order/)).toBeTruthy();
    expect(within(ledger).getByText('order 91A2B3C4')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason (admins)'), { target: { value: 'Reported stolen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.getByText('Void')).toBeTruthy());
    expect(JSON.parse(String(view.sent.get(`POST /api/admin/gift-cards/${FACE.code}/void`)))).toEqual({ reason: 'Reported stolen' });
  });
});
