import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { api } from '../../../lib/api-client.ts';
import { renderStaffScreen, type Answer } from '../../../test/render-staff-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CREW_MEMBER = { id: '2b9c4d1e-7f60-4a8b-9c3d-1e2f3a4b5c6d', email: 'marco@sdpumpkin.com', name: 'Marco Ruiz', role: 'staff' as const };

const runSheet: Answer<(typeof api.admin)['run-sheet']['$get']> = {
  date: '2027-10-04',
  crew: 1,
  base: { zipCode: '92111', latitude: 32.8034, longitude: -117.1677 },
  route: { miles: 14.2, entryMiles: 17.9, method: 'nearest-neighbour', source: 'straight-lines', driveMinutes: 41, entryDriveMinutes: 52, returnMinutes: 15, startTime: '08:00' },
  pickList: [{ item: 'Heirloom pumpkins (large)', quantity: 6 }, { item: 'Hay bales', quantity: 3 }],
  loadBack: [],
  stops: [
    {
      kind: 'delivery',
      orderId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      customerId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      customerName: 'Avery Lantern',
      customerPhone: '(858) 555-0123',
      address: '18 Lantern Row',
      city: 'San Diego',
      zipCode: '92126',
      packageName: 'Autumn Embrace',
      serviceType: 'white-glove',
      addOns: [{ name: 'Mums in crates', quantity: 2 }],
      photoPermission: true,
      specialInstructions: 'Side gate, not the front door.',
      porchNotes: 'Gate code 4512. Friendly dog.',
      status: 'deposit_paid',
      latitude: 32.9137,
      longitude: -117.1438,
      load: [{ item: 'Heirloom pumpkins (large)', quantity: 6 }, { item: 'Hay bales', quantity: 3 }],
      drive: { minutes: 26, miles: 9.1 },
      arrival: { from: '08:25', to: '09:25' },
      onMyWay: null,
      photos: [],
      pickup: null,
    },
  ],
};

const ANSWERS = {
  'GET /api/auth/user': CREW_MEMBER,
  // NOTE: the key the phone seals its kept sheet with (ADR 168): 32 bytes, base64url.
  'GET /api/auth/phone-key': { key: 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA', keyId: 'k-5f2a', idleMs: 43_200_000, endsInMs: 604_800_000 } satisfies Answer<
    (typeof api.auth)['phone-key']['$get']
  >,
  'GET /api/admin/run-sheet': runSheet,
};

describe("the run sheet, as the crew sees it on the day", () => {
  it('shows the day, the pick list, the stop with its porch notes and the taps the crew uses', async () => {
    const view = await renderStaffScreen('/run-sheet?date=2027-10-04&crew=1', ANSWERS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Run Sheet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Monday, October 4, 2027' })).toBeTruthy();
    // The crew is not offered the owner's screens.
    expect(within(screen.getByRole('navigation', { name: 'Staff' })).queryByRole('link', { name: 'Insights' })).toBeNull();

    // What to load, once for the day.
    const pickList = screen.getByRole('heading', { name: 'Pick list' }).closest('section')!;
    expect(within(pickList).getByText('Heirloom pumpkins (large)')).toBeTruthy();

    // The stop: who, where, what the household's record says, and the taps, live for a paid order.
    expect(screen.getAllByText(/Avery Lantern/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/18 Lantern Row/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Gate code 4512\. Friendly dog\./).length).toBeGreaterThan(0);
    expect(screen.getByText('Call (858) 555-0123')).toBeTruthy();
    const onMyWay = screen.getByRole('button', { name: 'On my way' }) as HTMLButtonElement;
    expect(onMyWay.disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Delivered' }) as HTMLButtonElement).disabled).toBe(false);

    expect(view.unanswered.filter((call) => call !== 'GET /api/season')).toEqual([]);
  });
});
