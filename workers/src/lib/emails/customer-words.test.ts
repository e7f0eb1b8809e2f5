import { describe, expect, it } from 'vitest';
import type { OrderRow, QuoteRow } from '../subjects.ts';
import { orderRecapEmail } from './order-recap.ts';
import { quoteConfirmationEmail, quoteNotificationEmail } from './quote-emails.ts';

const MY_ORDER = 'https://sdpumpkin.test/my-order/token';

/** Issue 13, item 10 (docs/design.md §12): e-mails say things in the customer's words. */
const quote: QuoteRow = {
  id: '0b9c4c1e-2f57-4d8e-9a51-6c0f1e2d3a4b',
  customerName: 'Dana Ruiz',
  customerEmail: 'dana@example.com',
  customerPhone: '6195550101',
  projectType: 'hoa',
  projectDescription: 'Entry monuments for our HOA.',
  status: 'pending',
  createdAt: new Date('2026-10-03T16:15:00Z'),
  confirmationWithheld: false,
};

const order = (serviceType: OrderRow['serviceType'], addOns: OrderRow['addOns']): OrderRow => ({
  id: '7d3e2c1b-0a9f-4e8d-b7c6-5a4b3c2d1e0f', status: 'deposit_paid', serviceType, packageId: 'p', packageName: 'Autumn Glow',
  customerName: 'Sam Hart', customerEmail: 'sam@example.com', customerPhone: '8585550123', address: '9 Sunset Cliffs Blvd',
  city: 'San Diego', zipCode: '92107', deliveryDate: '2026-10-05', specialInstructions: '', promoCode: null, baseCents: 32_500,
  subtotalCents: 32_500, discountCents: 0, deliveryFeeCents: 0, totalCents: 32_500, depositCents: 9_750, balanceCents: 22_750,
  createdAt: new Date('2026-09-01T17:00:00Z'), crewDay: null, balanceStatus: 'none', deliveredAt: null, addOns,
});
const removal = { id: 'r', name: 'Seasonal Removal', quantity: 1, lineTotalCents: 5_500 };
const offer = 'ask us about Seasonal Removal';

describe('quote e-mails', () => {
  it('name the project type by its label, never the code', () => {
    for (const mail of [quoteConfirmationEmail(quote), quoteNotificationEmail(quote, 'https://sdpumpkin.test/dashboard')]) {
      expect(mail.text).toContain('Project type: HOA Community');
      expect(mail.html).toContain('HOA Community');
      expect(mail.text).not.toMatch(/\bhoa\b/);
    }
    expect(quoteNotificationEmail(quote, 'x').subject).toBe('New quote request: Dana Ruiz (HOA Community)');
  });

  it('keep a landing-page project type as written', () => {
    expect(quoteConfirmationEmail({ ...quote, projectType: 'Full Service' }).text).toContain('Project type: Full Service');
  });

  it('tell staff when the request came in, in Pacific time', () => {
    const mail = quoteNotificationEmail(quote, 'https://sdpumpkin.test/dashboard');
    expect(mail.text).toContain('Received: Oct 3, 2026, 9:15 AM PT');
    expect(mail.text).not.toContain('2026-10-03T16:15');
  });
});

describe('the order recap', () => {
  it('suggests Seasonal Removal to a drop-off customer who has not bought it', () => {
    const mail = orderRecapEmail(order('drop-off', []), MY_ORDER);
    expect(mail.html).toContain(offer);
    expect(mail.text).toContain(offer);
  });

  it('does not offer it to a customer who bought it, or to white-glove (teardown included)', () => {
    for (const mail of [orderRecapEmail(order('drop-off', [removal]), MY_ORDER), orderRecapEmail(order('white-glove', []), MY_ORDER)]) {
      expect(mail.html).not.toContain(offer);
      expect(mail.text).not.toContain(offer);
    }
  });
});
