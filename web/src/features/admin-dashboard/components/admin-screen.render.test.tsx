import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { api } from '../../../lib/api-client.ts';
import { ADMIN, renderStaffScreen, type Answer } from '../../../test/render-staff-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = '4f1b2a9e-0c3d-4e5f-8a7b-6c5d4e3f2a10';
const orders: Answer<typeof api.orders.$get> = [
  {
    id: ORDER_ID,
    customerId: '0e9d8c7b-6a59-4483-9271-605f4e3d2c1b',
    customerName: 'Avery Lantern',
    customerEmail: 'avery@example.com',
    customerPhone: '(858) 555-0123',
    status: 'deposit_paid',
    packageId: 'autumn-embrace',
    packageName: 'Autumn Embrace',
    serviceType: 'white-glove',
    totalAmount: '1450.00',
    depositAmount: '725.00',
    addOnServices: [],
    deliveryDate: '2027-10-04',
    address: '18 Lantern Row',
    city: 'San Diego',
    zipCode: '92126',
    specialInstructions: '',
    createdAt: '2026-11-20T18:04:00.000Z',
    paymentStatus: 'succeeded',
    emailRecapSent: true,
    emailError: null,
    crmProvider: null,
    crmContactId: null,
    crmError: null,
    lastDeliveryStatus: null,
    amountPaid: '725.00',
    amountRefunded: '0.00',
    balanceStatus: 'none',
  },
];

const stats: Answer<typeof api.admin.stats.$get> = {
  orders: { count: 1, revenue: '1450.00', depositsCollected: '725.00', goodwillRefunds: '0.00', disputesLost: '0.00', disputeFees: '0.00', balanceOutstanding: '725.00', crmSyncRate: 0, emailDeliveryRate: 100 },
  quotes: { count: 0, byStatus: { pending: 0, contacted: 0, quoted: 0, closed: 0 }, crmSyncRate: 0, emailDeliveryRate: 0 },
  collectedRevenue: '725.00',
  collectedInRange: null,
  crmSyncRate: 0,
  crmConfigured: false,
  emailDeliveryRate: 100,
  deliveryWeeks: [{ date: '2027-10-04', orders: 1, booked: { 'white-glove': 1, 'drop-off': 0 }, capacity: { 'white-glove': 6, 'drop-off': 20 } }],
  revenueByDay: [{ date: '2026-11-20', orders: 1, revenue: '1450.00' }],
  quotePipeline: [],
};

const ANSWERS = {
  'GET /api/auth/user': ADMIN,
  'GET /api/orders': orders,
  'GET /api/custom-quotes': [] satisfies Answer<(typeof api)['custom-quotes']['$get']>,
  'GET /api/admin/stats': stats,
  'GET /api/admin/failed-jobs': [] satisfies Answer<(typeof api.admin)['failed-jobs']['$get']>,
  'GET /api/admin/texts/unread': { total: 0, orders: [], noOrder: [] } satisfies Answer<typeof api.admin.texts.unread.$get>,
  'GET /api/admin/renewals': {
    year: 2027, offersAt: '2027-08-01', holdDays: 14, sentAt: null, offered: 0, accepted: 0, declined: 0, expired: 0, held: 0, renewedRevenue: '0.00', offers: [],
  } satisfies Answer<typeof api.admin.renewals.$get>,
  'GET /api/integrations': { crm: { configured: false, provider: null }, zapier: { connected: false } } satisfies Answer<typeof api.integrations.$get>,
  'GET /api/admin/archiving': {
    configured: true, lastArchivedAt: '2026-10-05T17:59:00.000Z', lastFailedAt: null, failedCount: 0, waitingSegments: 0, warning: null,
  } satisfies Answer<typeof api.admin.archiving.$get>,
  'GET /api/admin/system': {
    ready: true, redis: 'ok', workers: { status: 'ok', lastHeartbeatAt: '2026-10-05T17:59:30.000Z' },
    queues: [{ queue: 'email', waiting: 0, active: 0, failed: 0, oldestWaitingSeconds: 0 }], outboxLagSeconds: 0,
    payments: [{ kind: 'deposit', outcome: 'succeeded', count: 1 }], messages: [{ channel: 'email', outcome: 'sent', count: 3 }],
  } satisfies Answer<typeof api.admin.system.$get>,
  'GET /api/admin/review-notes': {
    notes: [
      {
        orderId: ORDER_ID, customerName: 'Avery Lantern', packageName: 'Autumn Embrace', note: 'The porch looked like a magazine cover.', displayName: 'Avery L., Mira Mesa',
        sharePermission: true, version: 1, updatedAt: '2026-11-22T16:00:00.000Z', publishedAt: null,
      },
    ],
  } satisfies Answer<(typeof api.admin)['review-notes']['$get']>,
};

describe('the admin dashboard, as the owner sees it', () => {
  it('shows the heading, the figures, the order in its row and the actions an admin has', async () => {
    const view = await renderStaffScreen('/admin', ANSWERS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Orders, quotes and everything that happens after checkout.')).toBeTruthy();
    // The staff bar offers the owner's screens, and says who is signed in.
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByRole('link', { name: 'Insights' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');

    // The order in its row, with a way into it.
    const link = await screen.findByRole('link', { name: 'Open order of Avery Lantern' });
    expect(link.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.getAllByText('Autumn Embrace').length).toBeGreaterThan(0);

    // The owner's figures: booked revenue as money.
    await screen.findByRole('heading', { name: 'Bookkeeping' });
    expect(screen.getAllByText('$1,450.00').length).toBeGreaterThan(0);

    // An action an admin can take now, and the Season tab only an admin has.
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect((refresh as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('tab', { name: 'Season' })).toBeTruthy();

    // The customer's note, with its publish action.
    expect(await screen.findByText('The porch looked like a magazine cover.')).toBeTruthy();

    // Every staff call the screen made was answered by the fixtures (the sale banner's season is the visitor's, not this screen's).
    expect(view.unanswered.filter((call) => call !== 'GET /api/season')).toEqual([]);
  });

  it('keeps the season\'s pick-up days on the Season tab: one added a week after the last, one removed, both sent on save', async () => {
    const season: Answer<typeof api.season.settings.$get> = {
      year: 2027, state: 'open', bookingOpensAt: null, saleStartsAt: null, bookingOpenedAt: null,
      deliveryDates: ['2027-10-04'], capacity: { '2027-10-04': { 'white-glove': 6, 'drop-off': 20 } },
      booked: { '2027-10-04': { 'white-glove': 1, 'drop-off': 0 } },
      saleEndsAt: '2027-10-01T07:00:00.000Z', promoBannerEndsAt: '2027-10-01T06:59:59.000Z', bookingDeadline: '2027-10-15',
      peakSeasonAt: '2027-10-16T06:59:59.000Z', pickupDates: ['2027-11-06', '2027-11-13'],
    };
    const view = await renderStaffScreen('/admin', { ...ANSWERS, 'GET /api/season/settings': season, 'PUT /api/season/settings': season });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Season' }), { button: 0 }); // NOTE: Radix tabs select on mouse down
    const days = (await screen.findByText('Pick-up days', { selector: 'legend' })).closest('fieldset')!;
    expect((within(days).getByLabelText('Pick-up day 1') as HTMLInputElement).value).toBe('2027-11-06');
    expect((within(days).getByLabelText('Pick-up day 2') as HTMLInputElement).value).toBe('2027-11-13');
    fireEvent.click(within(days).getByRole('button', { name: 'Add a pick-up day' }));
    await waitFor(() => expect((within(days).getByLabelText('Pick-up day 3') as HTMLInputElement).value).toBe('2027-11-20'));
    fireEvent.click(within(days).getByRole('button', { name: 'Remove pick-up day 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Season' }));
    await waitFor(() => expect(view.sent.get('PUT /api/season/settings')).toBeTruthy());
    expect(JSON.parse(String(view.sent.get('PUT /api/season/settings'))).pickupDates).toEqual(['2027-11-13', '2027-11-20']);
  });
});
