import type { CustomQuote } from '@sdp/shared/wire';

/** A quote as the API lists it, with the fields a test cares about overridden. */
export function aQuote(overrides: Partial<CustomQuote> = {}): CustomQuote {
  return {
    id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    customerName: 'Avery Lane',
    customerEmail: 'avery@example.com',
    customerPhone: '(858) 555-0101',
    projectType: 'business',
    projectDescription: 'Storefront display for the season',
    status: 'pending',
    createdAt: '2026-11-22T18:30:00.000Z',
    crmContactId: null,
    crmProvider: null,
    crmError: null,
    emailConfirmationSent: false,
    emailNotificationSent: false,
    lastDeliveryStatus: null,
    amount: null,
    notes: '',
    followUpOn: null,
    owner: null,
    offeredAt: null,
    order: null,
    ...overrides,
  };
}
