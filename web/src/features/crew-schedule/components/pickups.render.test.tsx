import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MY_ORDER_ACTIONS, type MyOrderView, type PickupList } from '@sdp/shared';
import type { RunSheet, Schedule } from '@sdp/shared/wire-crew';
import { ADMIN, renderStaffScreen } from '../../../test/render-staff-screen.tsx';

// Pick-up as crew work on screen (docs/design.md §26): the crew's pick-up stop, staff's "not yet picked up", the customer's chooser.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CREW_MEMBER = { id: '2b9c4d1e-7f60-4a8b-9c3d-1e2f3a4b5c6d', email: 'marco@sdpumpkin.com', name: 'Marco Ruiz', role: 'staff' as const };
const PHONE_KEY = { key: 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA', keyId: 'k-5f2a', idleMs: 43_200_000, endsInMs: 604_800_000 };
const ORDER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const pickupSheet: RunSheet = {
  date: '2027-12-01',
  crew: 1,
  base: { zipCode: '92126', latitude: 32.9137, longitude: -117.1438 },
  route: { miles: 9.2, entryMiles: 9.2, method: 'nearest-neighbour', source: 'straight-lines', driveMinutes: 30, entryDriveMinutes: 30, returnMinutes: 15, startTime: '08:00' },
  pickList: [],
  loadBack: [{ item: 'Heirloom pumpkins (large)', quantity: 6 }, { item: 'Hay bales', quantity: 3 }],
  stops: [{
    kind: 'pickup', orderId: ORDER_ID, customerId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', customerName: 'Avery Lantern', customerPhone: '(858) 555-0123',
    address: '18 Lantern Row', city: 'San Diego', zipCode: '92126', packageName: 'Autumn Embrace', serviceType: 'white-glove', addOns: [],
    photoPermission: true, specialInstructions: 'Side gate.', porchNotes: 'Gate code 4512.', status: 'delivered', latitude: 32.91, longitude: -117.14,
    load: [{ item: 'Heirloom pumpkins (large)', quantity: 6 }, { item: 'Hay bales', quantity: 3 }], drive: { minutes: 15, miles: 4.6 },
    arrival: { from: '08:15', to: '09:15' }, onMyWay: null, photos: [], pickup: { status: 'scheduled', poundsDonated: null, pickedUpAt: null },
  }],
};

describe('the run sheet on a pick-up day', () => {
  it('shows the load-back list and a pick-up stop that closes only with the cleared-porch photo and the pounds', async () => {
    const view = await renderStaffScreen('/run-sheet?date=2027-12-01&crew=1', {
      'GET /api/auth/user': CREW_MEMBER, 'GET /api/auth/phone-key': PHONE_KEY, 'GET /api/admin/run-sheet': pickupSheet,
    });
    const loadBack = (await screen.findByRole('heading', { name: 'Load back' })).closest('section')!;
    expect(within(loadBack).getByText('Hay bales')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pick list' })).toBeNull();
    expect(screen.getByText('To pick up')).toBeTruthy();
    expect(screen.getByText('Load back from this porch')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delivered' })).toBeNull();
    const done = screen.getByRole('button', { name: '3. Picked up' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true); // no photo yet
    fireEvent.change(screen.getByLabelText(/Pounds donated to the farm/), { target: { value: '42.5' } });
    expect(done.disabled).toBe(true); // still no photo: the pick-up closes with one
    expect(screen.getByText('The pick-up closes with a photo of the cleared porch.')).toBeTruthy();
    expect(view.unanswered.filter((call) => call !== 'GET /api/season')).toEqual([]);
  });

  it('shows a closed pick-up with its pounds and its cleared-porch photo', async () => {
    const image = { id: 'f0e1d2c3-b4a5-4968-8776-655443322110', hash: 'a'.repeat(64), width: 1600, height: 1200, widths: [480, 960] };
    const closed: RunSheet = { ...pickupSheet, stops: [{ ...pickupSheet.stops[0]!, photos: [{ kind: 'porch_cleared', id: 'c1d2e3f4-a5b6-4c7d-8e9f-a0b1c2d3e4f5', image, inGallery: false, takenAt: '2027-12-01T17:00:00Z' }], pickup: { status: 'picked_up', poundsDonated: 42.5, pickedUpAt: '2027-12-01T17:05:00Z' } }] };
    await renderStaffScreen('/run-sheet?date=2027-12-01&crew=1', { 'GET /api/auth/user': CREW_MEMBER, 'GET /api/auth/phone-key': PHONE_KEY, 'GET /api/admin/run-sheet': closed });
    expect(await screen.findByText(/Picked up · 42.5 lb to the farm/)).toBeTruthy();
    expect(screen.getByText('Porch cleared (1)')).toBeTruthy();
  });
});

describe('the crew screen for staff', () => {
  it('lists who is not yet picked up first, with the season figures', async () => {
    const list: PickupList = {
      pickupDates: ['2027-11-30', '2027-12-01'], notYetPickedUp: 1, pickedUp: 1, poundsDonated: 38,
      pickups: [
        { orderId: ORDER_ID, orderNumber: '8B7C6D', customerName: 'Avery Lantern', address: '18 Lantern Row', city: 'San Diego', zipCode: '92126', crew: 1, date: '2027-12-01', status: 'scheduled', poundsDonated: null, pickedUpAt: null, chosenByCustomer: true },
        { orderId: '0a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e', orderNumber: '8B7C6E', customerName: 'Blair Hollow', address: '4 Elm Ct', city: 'La Jolla', zipCode: '92037', crew: 2, date: '2027-11-30', status: 'picked_up', poundsDonated: 38, pickedUpAt: '2027-11-30T18:00:00Z', chosenByCustomer: false },
      ],
    };
    const schedule: Schedule = { crews: 2, homesPerCrewDay: 3, weeks: [], pickupDays: [] };
    await renderStaffScreen('/crew', { 'GET /api/auth/user': ADMIN, 'GET /api/admin/pickups': list, 'GET /api/admin/schedule': schedule, 'GET /api/admin/freshness-checks': { from: '2027-11-28', checks: [] } });
    const panel = (await screen.findByRole('heading', { name: 'Pick-ups' })).closest('section')!;
    expect(within(panel).getByText('Not yet picked up (1)')).toBeTruthy();
    expect(within(panel).getByText('38 lb')).toBeTruthy();
    const rows = within(panel).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toMatch(/Avery Lantern.*day chosen by the customer.*Not yet picked up/);
    expect(rows[1]).toMatch(/Blair Hollow.*Picked up · 38 lb/);
  });
});

const action = { allowed: false, deadline: null, reason: 'Your porch has been decorated.' };
const myOrder = (pickup: MyOrderView['pickup'], choice: MyOrderView['pickupChoice']): MyOrderView => ({
  orderNumber: '8B7C6D', status: 'delivered', statusLabel: 'Delivered', timeline: [{ step: 'delivered', label: 'Porch decorated', at: '2027-10-05T18:00:00Z', done: true }],
  customerName: 'Avery Lantern', packageName: 'Autumn Embrace', serviceType: 'white-glove', serviceLevelLabel: 'White-Glove Service', addOns: [],
  prices: { packagePrice: '1000.00', addOnTotal: '0.00', subtotal: '1000.00', promoCode: null, discountAmount: '0.00', referralCode: null, referralDiscount: '0.00', neighbourDiscount: '0.00', deliveryFee: '0.00', totalAmount: '1000.00', depositAmount: '300.00', referralCredit: '0.00', balanceAmount: '700.00' },
  referral: null, amountPaid: '1000.00', amountRefunded: '0.00', balanceDue: '0.00', balanceStatus: 'paid', cardSaved: false, savedCard: null,
  deliveryDate: '2027-10-04', deliveryWeek: { start: '2027-10-04', end: '2027-10-10' }, crewDay: '2027-10-05',
  address: { street: '18 Lantern Row', city: 'San Diego', zipCode: '92126' }, customerPhone: '(858) 555-0123', specialInstructions: '',
  policy: { freeChangeDays: 7, refundableDepositPercent: 50 }, cancelRefund: '0.00', rescheduleDates: [],
  actions: Object.fromEntries(MY_ORDER_ACTIONS.map((a) => [a, action])) as MyOrderView['actions'], linkExpiresAt: '2028-01-01T08:00:00Z', photos: [],
  tips: { offered: false, reason: null, paid: '0.00', refunded: '0.00', choices: [], max: '0.00', withBalance: false, savedCard: null },
  pickup, pickupChoice: choice,
});

describe('/my-order pick-up chooser', () => {
  it('offers the season\'s days still open and sends the one chosen', async () => {
    const view = await renderStaffScreen('/my-order/tok', {
      'GET /api/my-order/tok': myOrder({ date: '2027-12-01', status: 'scheduled' }, { dates: [{ date: '2027-11-30', open: false }, { date: '2027-12-01', open: true }, { date: '2027-12-07', open: true }], changeBy: '2027-11-29', canChange: true }),
      'PATCH /api/my-order/tok': myOrder({ date: '2027-12-07', status: 'scheduled' }, { dates: [], changeBy: '2027-12-05', canChange: true }),
    });
    const card = (await screen.findByRole('heading', { name: 'Pick-up' })).closest('section')!;
    expect(within(card).getAllByText('Wednesday, December 1')).toHaveLength(2); // the day, and its choice
    expect((within(card).getByRole('radio', { name: /Tuesday, November 30/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('radio', { name: /Tuesday, December 7/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save this pick-up day' }));
    await waitFor(() => expect(view.sent.get('PATCH /api/my-order/tok')).toBe(JSON.stringify({ pickupDate: '2027-12-07' })));
    expect(await within(card).findByText('Tuesday, December 7')).toBeTruthy();
  });

  it('says what the crew did once picked up', async () => {
    await renderStaffScreen('/my-order/tok', { 'GET /api/my-order/tok': myOrder({ date: '2027-12-01', status: 'picked_up', poundsDonated: 42.5 }, { dates: [], changeBy: null, canChange: false }) });
    expect(await screen.findByText('Picked up on Wednesday, December 1')).toBeTruthy();
    expect(screen.getByText(/42.5 lb of your pumpkins went to local farms/)).toBeTruthy();
  });
});
