import type { CallListEntry } from '@sdp/server/db/order-messages';
import { removalReminderEmail, reviewRequestEmail } from '../../../workers/src/lib/emails/after-delivery-emails.ts';
import { balanceFollowUpEmail, balanceLinkEmail, balanceReceiptEmail } from '../../../workers/src/lib/emails/balance-emails.ts';
import { strayPaymentRefundedEmail } from '../../../workers/src/lib/emails/stray-payment-email.ts';
import { callListEmail } from '../../../workers/src/lib/emails/call-list-email.ts';
import { deliveryReminderEmail } from '../../../workers/src/lib/emails/delivery-reminder.ts';
import { withTermsLink, type EmailContent } from '../../../workers/src/lib/emails/layout.ts';
import { orderRecapEmail } from '../../../workers/src/lib/emails/order-recap.ts';
import type { OrderRow } from '../../../workers/src/lib/subjects.ts';
import { renewalOfferEmail, spotsOpenedEmail } from '../../../workers/src/lib/emails/renewal-emails.ts';
import type { RenewalOfferView } from '@sdp/shared/wire-renewals';
import { weatherCareEmail } from '../../../workers/src/lib/emails/weather-care-email.ts';

// Every customer and staff e-mail of the scheduled messages (docs/design.md §12), with realistic (long) values, for the layout test.
const MY_ORDER = 'https://sdpumpkin.com/my-order/AbCdEfGhIjKlMnOpQrStUv.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const PAY = 'https://sdpumpkin.com/pay-balance/AbCdEfGhIjKlMnOpQrStUv.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const TERMS = 'https://sdpumpkin.com/terms';

const order: OrderRow = {
  id: '7d3e2c1b-0a9f-4e8d-b7c6-5a4b3c2d1e0f', status: 'deposit_paid', serviceType: 'white-glove', packageId: 'p', packageName: 'Golden Harvest',
  customerName: 'Alexandra Montgomery-Whitfield', customerEmail: 'alexandra@example.com', customerPhone: '(858) 555-0123',
  address: '12875 Via Grimaldi Lane, Unit 4', city: 'Rancho Santa Fe', zipCode: '92067', deliveryDate: '2027-10-04',
  specialInstructions: 'Gate code 4411. Please leave the side gate closed: our golden retriever Maple is friendly but loves to escape.',
  promoCode: 'SPOOKY15', baseCents: 182_500, subtotalCents: 193_000, discountCents: 28_950, deliveryFeeCents: 0, totalCents: 164_050,
  depositCents: 49_215, balanceCents: 114_835, createdAt: new Date('2027-08-15T17:00:00Z'), paidAt: new Date('2027-08-15T17:05:00Z'), crewDay: null, balanceStatus: 'none',
  deliveredAt: null, balancePaidAt: null, refundedCents: 0, stripeCustomerId: 'cus_1', stripePaymentMethodId: 'pm_1', cardBrand: 'visa',
  cardLast4: '4242', cardPaymentMethodId: 'pm_1', linkVersion: 0, customerId: 'c', referralCode: null, referralDiscountCents: 0, referralCreditCents: 0, neighbourDiscountCents: 0,
  addOns: [{ id: 'a', name: 'Hay Bales', quantity: 2, lineTotalCents: 5_000 }, { id: 'b', name: 'Large Statement Pumpkin', quantity: 1, lineTotalCents: 5_500 }],
};
const dropOff: OrderRow = { ...order, serviceType: 'drop-off', packageName: 'Autumn Embrace', addOns: [{ id: 'r', name: 'Seasonal Removal', quantity: 1, lineTotalCents: 5_500 }] };

const RENEW = 'https://sdpumpkin.com/renew/AbCdEfGhIjKlMnOpQrStUvWxYz0.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const renewal: RenewalOfferView = {
  status: 'held', customerName: order.customerName, packageName: 'Golden Harvest', serviceType: 'white-glove',
  addOns: [{ name: 'Hay Bales', quantity: 2, price: '50.00' }, { name: 'Large Statement Pumpkin', quantity: 1, price: '55.00' }],
  total: '1930.00', deposit: '579.00', balance: '1351.00', deliveryFee: '0.00', deliveryDate: '2028-10-02', lastDeliveryDate: '2027-10-04',
  holdUntil: '2028-07-22T16:00:00.000Z', weeks: [], photo: null, packageImage: null, packageImageUrl: null, savedCard: 'Visa ending in 4242',
  address: `${order.address}, ${order.city}`, myOrderUrl: null, balanceTermsVersion: 'v1',
};

const calls: CallListEntry[] = [
  { orderId: order.id, orderNumber: '5A4B3C2D', customerName: order.customerName, customerPhone: order.customerPhone, deliveryDay: '2027-10-04',
    crewDayAssigned: false, crew: null, packageName: 'Golden Harvest', serviceType: 'white-glove', address: order.address, city: order.city,
    zipCode: order.zipCode, specialInstructions: order.specialInstructions, called: null },
  { orderId: 'x', orderNumber: '0000000X', customerName: 'Sam Hart', customerPhone: '619-555-0199', deliveryDay: '2027-10-03', crewDayAssigned: true,
    crew: 2, packageName: 'Autumn Glow', serviceType: 'drop-off', address: '9 Sunset Cliffs Blvd', city: 'San Diego', zipCode: '92107',
    specialInstructions: '', called: null },
];

export const SAMPLE_EMAILS: Record<string, EmailContent> = {
  'delivery-reminder-week': withTermsLink(deliveryReminderEmail(order, MY_ORDER), TERMS),
  'delivery-reminder-crew-day': withTermsLink(deliveryReminderEmail({ ...dropOff, crewDay: '2027-10-06' }, MY_ORDER), TERMS),
  'balance-follow-up-day-7': withTermsLink(balanceFollowUpEmail({ ...order, status: 'delivered', balanceStatus: 'failed' }, PAY, 'failed', 'day-7', MY_ORDER), TERMS),
  'removal-reminder': withTermsLink(removalReminderEmail({ ...dropOff, status: 'delivered' }, '2027-12-01', MY_ORDER), TERMS),
  'review-request': withTermsLink(reviewRequestEmail({ ...order, status: 'delivered', deliveredAt: new Date('2027-10-04T20:00:00Z') }, MY_ORDER, {
    googleReviewUrl: 'https://g.page/r/sdpumpkin/review', noteUrl: 'https://sdpumpkin.com/review/AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  }), TERMS),
  'staff-call-list': callListEmail({ from: '2027-10-03', to: '2027-10-04', entries: calls }, 'https://sdpumpkin.com/dashboard'),
  'order-recap': withTermsLink(orderRecapEmail(order, MY_ORDER), TERMS),
  // Referrals (docs/design.md §18): booked with a neighbour's code, a credit of their own on the balance, and their code to share.
  'order-recap-referral': withTermsLink(orderRecapEmail(
    { ...order, promoCode: null, discountCents: 0, referralCode: 'SDP-K7QM4XT', referralDiscountCents: 2_500, totalCents: 190_500, depositCents: 57_150,
      balanceCents: 130_850, referralCreditCents: 2_500 },
    MY_ORDER, { digits: { brand: 'visa', last4: '4242' } }, { code: 'SDP-8HWR3NZ', amount: '25.00', waitingCredit: '0.00' },
  ), TERMS),
  'order-recap-saved-card': withTermsLink(orderRecapEmail(order, MY_ORDER, { digits: { brand: 'amex', last4: '0005' } }), TERMS),
  'balance-receipt': withTermsLink(balanceReceiptEmail({ ...order, status: 'completed', balancePaidAt: new Date('2027-10-05T01:30:00Z'), refundedCents: 5_000 }, MY_ORDER, { brand: 'mastercard', last4: '4444' }), TERMS),
  'duplicate-balance-refunded': strayPaymentRefundedEmail(order, { cents: order.balanceCents, reason: 'A second balance payment arrived after the balance was paid; refunded in full automatically.' }, 'https://sdpumpkin.com/orders/7d3e2c1b'),
  'renewal-offer': renewalOfferEmail(renewal, 2028, RENEW),
  'renewal-offer-no-card': renewalOfferEmail({ ...renewal, savedCard: null, addOns: [] }, 2028, RENEW),
  'waitlist-spots-opened': spotsOpenedEmail('Alexandra Montgomery-Whitfield', 2028, 'https://sdpumpkin.com/reserve', 'https://sdpumpkin.com/waitlist/unsubscribe/x.y', true),
  'weather-care-heat': weatherCareEmail(order.customerName, { kind: 'heat', eventDate: '2027-10-12', value: 98, checkDate: '2027-10-13' }, MY_ORDER),
  'weather-care-wind': weatherCareEmail(order.customerName, { kind: 'wind', eventDate: '2027-10-12', value: 41, checkDate: '2027-10-13' }, MY_ORDER),
  'balance-link': withTermsLink(balanceLinkEmail({ ...order, status: 'delivered' }, PAY, 'action_required', MY_ORDER), TERMS),
};
