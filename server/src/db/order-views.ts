import { toDecimal, type ConfirmedOrder, type SavedCardWords } from '@sdp/shared';
import { orderNumber } from '@sdp/shared/order-number';
import { camelRow, pick, type Camel, type OrderAddOnRow, type OrderRow } from './rows.ts';

// The named views of an order row (docs/design.md §17, ADR 091): each says which fields its reader sees. They all start from
// `orderOf`, the one mapping of an `orders` row, so a new column is typed everywhere by rows.ts and shown where a view names it.

/** An order under its camelCase names. */
export type Order = Camel<OrderRow>;
export const orderOf = (row: OrderRow): Order => camelRow(row);

export const iso = (at: Date | null) => at?.toISOString() ?? null;

// NOTE: the order's reference in every page and e-mail, one definition for the dashboards, e-mails and pages.
export { orderNumber };

/** The columns the e-mails read (workers/src/lib/emails/). */
const EMAIL_FIELDS = [
  'id', 'status', 'serviceType', 'packageId', 'packageName', 'customerName', 'customerEmail', 'customerPhone', 'address', 'city',
  'zipCode', 'deliveryDate', 'specialInstructions', 'promoCode', 'baseCents', 'subtotalCents', 'discountCents', 'deliveryFeeCents',
  'totalCents', 'depositCents', 'balanceCents', 'createdAt', 'paidAt', 'crewDay', 'balanceStatus', 'deliveredAt', 'balancePaidAt', 'refundedCents',
  'stripeCustomerId', 'stripePaymentMethodId', 'cardBrand', 'cardLast4', 'cardPaymentMethodId', 'linkVersion',
  'customerId', 'referralCode', 'referralDiscountCents', 'referralCreditCents', 'neighbourDiscountCents',
] as const;
/** The order as the e-mails read it, with its add-on lines. */
export type EmailOrder = Pick<Order, (typeof EMAIL_FIELDS)[number]> & {
  addOns: (Pick<Camel<OrderAddOnRow>, 'name' | 'quantity' | 'lineTotalCents'> & { id: string })[];
};
export const emailOrderView = (row: OrderRow, addOns: OrderAddOnRow[]): EmailOrder => ({
  ...pick(orderOf(row), EMAIL_FIELDS),
  addOns: addOns.map((a) => ({ id: a.add_on_id, name: a.name, quantity: a.quantity, lineTotalCents: a.line_total_cents })),
});

/** What took the price down and what it came to, as the confirmation and /my-order both show them. */
const priceLines = (o: ReturnType<typeof orderOf>) => ({
  discountAmount: toDecimal(o.discountCents),
  referralCode: o.referralCode,
  referralDiscount: toDecimal(o.referralDiscountCents),
  neighbourDiscount: toDecimal(o.neighbourDiscountCents),
  deliveryFee: toDecimal(o.deliveryFeeCents),
  totalAmount: toDecimal(o.totalCents),
  depositAmount: toDecimal(o.depositCents),
});

/** The order as its confirmation page shows it (docs/product-spec.md §3 "Confirmed order"). */
export function confirmedOrderView(row: OrderRow, addOns: OrderAddOnRow[], savedCard: SavedCardWords | null): ConfirmedOrder {
  const o = orderOf(row);
  return {
    orderId: o.id,
    ...pick(o, ['status', 'serviceType', 'packageName', 'promoCode', 'customerName', 'deliveryDate']),
    packagePrice: toDecimal(o.baseCents),
    addOns: addOns.map((a) => ({ id: a.add_on_id, name: a.name, price: toDecimal(a.unit_price_cents), quantity: a.quantity })),
    subtotal: toDecimal(o.subtotalCents),
    ...priceLines(o),
    balanceDue: toDecimal(o.balanceCents),
    deliveryAddress: `${o.address}, ${o.city}, CA ${o.zipCode}`,
    savedCard,
  };
}

/** The order's own fields on the staff's order page (api/src/features/money/order-detail.ts adds its ledger and timeline). */
export function orderPageView(row: OrderRow) {
  const o = orderOf(row);
  return {
    id: o.id,
    orderNumber: orderNumber(o.id),
    ...pick(o, ['status', 'customerId', 'customerName', 'customerEmail', 'packageName', 'serviceType', 'deliveryDate']),
    totalAmount: toDecimal(o.totalCents),
    depositAmount: toDecimal(o.depositCents),
    balanceAmount: toDecimal(o.balanceCents),
    balanceConsent: o.balanceConsentVersion && o.balanceConsentAt ? { version: o.balanceConsentVersion, at: o.balanceConsentAt.toISOString() } : null,
    cardSaved: Boolean(o.stripeCustomerId),
    referral: o.referralCode ? { code: o.referralCode, discount: toDecimal(o.referralDiscountCents) } : null,
    referralCredit: toDecimal(o.referralCreditCents),
    ...pick(o, ['balanceStatus', 'balanceError']),
  };
}

/** The order's own fields on the customer's /my-order page (api/src/features/my-order/my-order-view.ts adds the rest). */
export function myOrderFields(row: OrderRow) {
  const o = orderOf(row);
  return {
    orderNumber: orderNumber(o.id),
    ...pick(o, ['status', 'customerName', 'packageName', 'serviceType']),
    prices: {
      packagePrice: toDecimal(o.baseCents),
      addOnTotal: toDecimal(o.addOnTotalCents),
      subtotal: toDecimal(o.subtotalCents),
      promoCode: o.promoCode,
      ...priceLines(o),
      referralCredit: toDecimal(o.referralCreditCents),
      balanceAmount: toDecimal(o.balanceCents),
    },
    amountRefunded: toDecimal(o.refundedCents),
    ...pick(o, ['balanceStatus', 'deliveryDate', 'crewDay', 'customerPhone', 'specialInstructions']),
    cardSaved: Boolean(o.stripeCustomerId),
    address: { street: o.address, city: o.city, zipCode: o.zipCode },
  };
}

/** The order as Zapier receives it, polled or pushed (server/src/zapier/zapier-payloads.ts). */
export function zapierOrderView(row: OrderRow & { add_ons: { name: string; quantity: number }[] }) {
  const o = orderOf(row);
  return {
    ...pick(o, ['id', 'status', 'serviceType', 'packageName']),
    addOns: row.add_ons,
    ...pick(o, ['customerName', 'customerEmail', 'customerPhone', 'address', 'city', 'zipCode', 'deliveryDate', 'specialInstructions', 'promoCode']),
    totalAmount: toDecimal(o.totalCents),
    depositAmount: toDecimal(o.depositCents),
    balanceDue: toDecimal(o.balanceCents),
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    deliveredAt: iso(o.deliveredAt),
  };
}
