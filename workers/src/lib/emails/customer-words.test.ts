import { describe, expect, it } from 'vitest';
import type { OrderRow, QuoteRow } from '../subjects.ts';
import { orderRecapEmail } from './order-recap.ts';
import { balanceReceiptEmail } from './balance-emails.ts';
import { quoteConfirmationEmail, quoteNotificationEmail } from './quote-emails.ts';
import { deliveryReminderEmail } from './delivery-reminder.ts';
import { quoteDepositEmail } from './quote-deposit-email.ts';
import { removalReminderEmail, reviewRequestEmail } from './after-delivery-emails.ts';
import { orderRescheduledEmail } from './my-order-emails.ts';

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
  createdAt: new Date('2026-09-01T17:00:00Z'), paidAt: new Date('2026-09-01T17:05:00Z'), crewDay: null, balanceStatus: 'none', deliveredAt: null, addOns,
  balancePaidAt: null, refundedCents: 0, stripeCustomerId: null, stripePaymentMethodId: null, cardBrand: null, cardLast4: null, cardPaymentMethodId: null, linkVersion: 0,
  customerId: 'c', referralCode: null, referralDiscountCents: 0, referralCreditCents: 0, neighbourDiscountCents: 0,
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

describe('the saved card and the receipt in words (issue 25, items 10 and 14; ADR 068)', () => {
  const visa = { brand: 'visa', last4: '4242' };
  it('the recap says which card pays the balance, how much, on which day (Pacific) and how to change it', () => {
    const mail = orderRecapEmail(order('drop-off', []), MY_ORDER, { digits: visa });
    expect(mail.text).toContain('We will charge the balance of $227.50 to your Visa ending in 4242 on the day we decorate your porch, in the week of Monday, October 5, 2026 (Pacific time).');
    expect(mail.text).toContain('"Replace card" on your order page');
    expect(mail.html).toContain('Visa ending in 4242');
    const crewDay = orderRecapEmail({ ...order('drop-off', []), crewDay: '2026-10-07' }, MY_ORDER, { digits: visa });
    expect(crewDay.text).toContain('on Wednesday, October 7, 2026 (Pacific time), the day we decorate your porch');
    // Without consent no card was saved: the recap promises no charge.
    expect(orderRecapEmail(order('drop-off', []), MY_ORDER).text).not.toContain('We will charge');
  });

  it('the receipt gives the day paid, the card, the lines as booked and what was paid, refunded and is left', () => {
    const paid = { ...order('drop-off', [removal]), subtotalCents: 38_000, totalCents: 38_000, depositCents: 11_400, balanceCents: 26_600,
      balancePaidAt: new Date('2026-10-06T05:30:00Z'), refundedCents: 2_000, status: 'completed' as const };
    const mail = balanceReceiptEmail(paid, MY_ORDER, { brand: 'mastercard', last4: '4444' });
    expect(mail.text).toContain('Date paid: Monday, October 5, 2026');
    expect(mail.text).toContain('Card: Mastercard ending in 4444');
    expect(mail.text).toMatch(/Autumn Glow \(Drop-Off Service\): \$325\.00\nSeasonal Removal: \$55\.00\nSubtotal: \$380\.00\nTotal: \$380\.00/);
    expect(mail.text).toContain('Deposit paid: $114.00\nBalance paid: $266.00\nTotal paid: $380.00\nRefunded: -$20.00\nBalance remaining: $0.00');
    expect(mail.html).toContain('Mastercard ending in 4444');
  });

  it('the receipt offers a tip for the crew, or thanks for one given beside (never inside) the total paid (docs/design.md §27)', () => {
    const paid = { ...order('drop-off', []), totalCents: 38_000, depositCents: 11_400, balanceCents: 26_600, status: 'completed' as const };
    const offer = balanceReceiptEmail(paid, MY_ORDER);
    expect(offer.text).toContain('A TIP FOR THE CREW\nIf the crew made your porch shine, you can leave them a tip on your order page: 10% ($38.00), 15% ($57.00), 20% ($76.00) or any amount.');
    expect(offer.text).toContain(`Tip the crew: ${MY_ORDER}#tip-heading`);
    expect(offer.html).toContain('Tip the crew');
    const thanked = balanceReceiptEmail(paid, MY_ORDER, null, 5_700);
    expect(thanked.text).toContain('Total paid: $380.00\nBalance remaining: $0.00\nTip for the crew: $57.00');
    expect(thanked.text).not.toContain('A TIP FOR THE CREW');
  });

  it('the recap names a neighbour week as its own line of the price, between the subtotal and the total (ADR 141)', () => {
    const near = { ...order('white-glove', []), neighbourDiscountCents: 2_000, totalCents: 30_500, depositCents: 9_150, balanceCents: 21_350 };
    const mail = orderRecapEmail(near, MY_ORDER, null);
    expect(mail.text).toMatch(/Subtotal: \$325\.00\nNeighbour week: -\$20\.00\nTotal: \$305\.00/);
  });
});

describe('greetings (issue 36 item 17)', () => {
  /** Every e-mail that greets the customer of an order, for a customer named `name`: its subject, heading and first lines. */
  const greetings = (name: string) => {
    const o = { ...order('drop-off', []), customerName: name };
    const links = { googleReviewUrl: null, noteUrl: 'https://sdpumpkin.test/review/x' };
    return [
      orderRecapEmail(o, MY_ORDER), deliveryReminderEmail(o, MY_ORDER), deliveryReminderEmail({ ...o, crewDay: '2026-10-07' }, MY_ORDER),
      balanceReceiptEmail({ ...o, balanceStatus: 'paid' }, MY_ORDER), removalReminderEmail(o, '2026-12-01', MY_ORDER), reviewRequestEmail(o, MY_ORDER, links),
      quoteDepositEmail({ customerName: name, projectLabel: 'HOA Community', deliveryDate: '2026-10-05', address: '9 Sunset Cliffs Blvd', totalCents: 100_000, depositCents: 30_000 }, 'https://sdpumpkin.test/quote-deposit/x'),
      quoteConfirmationEmail({ ...quote, customerName: name }),
    ].map((mail) => mail.text.split('\n').slice(0, 3).join('\n'));
  };

  it('greet a customer by the first name, as the site does ("Thank you, Rita."), never the full name', () => {
    const texts = greetings('Rita Renewal');
    expect(texts[0]).toContain('Your porch is booked, Rita!');
    expect(texts[1]).toContain('Your delivery week is almost here, Rita');
    expect(texts[2]).toContain('See you Wednesday, October 7, Rita');
    expect(texts[3]).toContain('Thank you, Rita: your order is paid in full');
    expect(texts[4]).toContain('Thank you for a beautiful season, Rita');
    expect(texts[5]).toContain('How does your porch look, Rita?');
    expect(texts[6]).toContain('Your quote is ready, Rita');
    expect(texts[7]).toContain('Thank you, Rita');
    for (const text of texts) expect(text).not.toContain('Renewal');
  });

  it('greet without a name when the name is not a person\'s', () => {
    const texts = greetings('Whitmore Estates HOA');
    expect(texts[0]).toContain('Your porch is booked!');
    expect(texts[5]).toContain('How does your porch look?');
    for (const text of texts) expect(text).not.toContain('Whitmore');
  });
});

describe('the week-change confirmation (issue 36 item 4, ADR 178)', () => {
  const change = { from: '2026-10-05', to: '2026-10-12', at: new Date('2026-09-10T17:00:00Z') };
  it('says what the move did to the total and the balance when it added or took off a neighbour saving', () => {
    const o = { ...order('drop-off', []), totalCents: 28_500, balanceCents: 18_750 };
    const cheaper = orderRescheduledEmail(o, { ...change, totalFromCents: 32_500, totalToCents: 28_500 }, MY_ORDER).text;
    expect(cheaper).toContain('your total is $40.00 less, $285.00');
    expect(cheaper).toContain('Balance due after delivery');
    expect(cheaper).toContain('$187.50');
    expect(orderRescheduledEmail(o, { ...change, totalFromCents: 28_500, totalToCents: 32_500 }, MY_ORDER).text).toContain('your total is $40.00 more, $325.00');
  });
  it('says nothing of money when the price stayed', () => {
    expect(orderRescheduledEmail(order('drop-off', []), change, MY_ORDER).text).not.toMatch(/New total|neighbour/i);
  });
});
