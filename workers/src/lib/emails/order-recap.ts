import { DROP_OFF_SERVICE_ADD_ONS, savedCardSentence, toCents, type SavedCardDigits } from '@sdp/shared';
import { greet } from '@sdp/shared/names/greeting-name';
import type { ReferralShare } from '@sdp/server/referrals/referral-credits';
import type { OrderRow } from '../subjects.ts';
import { detailsHtml, detailsText, esc, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, subheading, type DetailRow, type EmailContent } from './layout.ts';
import { longDate, orderNumber, serviceName, usd } from './words.ts';

const [SEASONAL_REMOVAL] = DROP_OFF_SERVICE_ADD_ONS;

/**
 * Whether the recap may suggest Seasonal Removal: only to a customer who can still buy it (a drop-off order; white-glove includes
 * teardown, docs/design.md §4) and has not already (docs/design.md §12: no offer of an add-on the customer already has or cannot buy).
 */
export const offersSeasonalRemoval = (o: Pick<OrderRow, 'serviceType' | 'addOns'>) =>
  o.serviceType === 'drop-off' && !o.addOns.some((a) => a.name === SEASONAL_REMOVAL);

/** The order's lines as booked: package, add-ons, subtotal, discount, delivery fee, total (the recap and the receipt). */
export const bookedLines = (o: OrderRow): DetailRow[] => [
  [`${o.packageName} (${serviceName(o.serviceType)})`, usd(o.baseCents)],
  ...o.addOns.map((a): DetailRow => [a.quantity > 1 ? `${a.name} x ${a.quantity}` : a.name, usd(a.lineTotalCents)]),
  ['Subtotal', usd(o.subtotalCents)],
  ...(o.discountCents > 0 ? [[`Discount${o.promoCode ? ` (${o.promoCode})` : ''}`, `-${usd(o.discountCents)}`] as DetailRow] : []),
  ...(o.referralDiscountCents > 0 ? [[`Referral discount (${o.referralCode})`, `-${usd(o.referralDiscountCents)}`] as DetailRow] : []),
  ...(o.neighbourDiscountCents > 0 ? [['Neighbour week', `-${usd(o.neighbourDiscountCents)}`] as DetailRow] : []),
  ...(o.deliveryFeeCents > 0 ? [['Delivery fee', usd(o.deliveryFeeCents)] as DetailRow] : []),
  ['Total', usd(o.totalCents)],
];

/**
 * To the customer once the deposit is paid: package, add-ons, totals, deposit paid, balance due, delivery date and address, and
 * (`card`: a card was saved with consent) which card pays the balance, how much, on which day and how to change it (ADR 068).
 */
export function orderRecapEmail(
  o: OrderRow, myOrderUrl: string, card: { digits: SavedCardDigits | null } | null = null, referral: ReferralShare | null = null,
): EmailContent {
  const lines: DetailRow[] = [
    ...bookedLines(o),
    ['Deposit paid (30%)', usd(o.depositCents)],
    ...(o.referralCreditCents > 0 ? [['Referral credit', `-${usd(o.referralCreditCents)}`] as DetailRow] : []),
    ['Balance due at delivery', usd(o.balanceCents)],
  ];
  const delivery: DetailRow[] = [
    ['Delivery week of', longDate(o.deliveryDate)],
    ['Address', `${o.address}\n${o.city}, CA ${o.zipCode}`],
    ...(o.specialInstructions ? [['Instructions', o.specialInstructions] as DetailRow] : []),
    ['Order number', orderNumber(o)],
  ];
  const heading = `${greet('Your porch is booked', o.customerName)}!`;
  const intro = `Thank you for your order. We received your deposit of ${usd(o.depositCents)}; the balance of ${usd(o.balanceCents)} is due at delivery.`;
  const next = 'We will call you 24 to 48 hours before delivery to confirm the time.';
  const balance = card ? savedCardSentence({ card: card.digits, balanceCents: o.balanceCents, deliveryDate: o.deliveryDate, crewDay: o.crewDay }) : null;
  const cardHtml = balance ? `${subheading('Your balance')}${paragraph(balance.charge)}${paragraph(balance.change)}` : '';
  const cardText = balance ? `\n\nYOUR BALANCE\n${balance.charge}\n${balance.change}` : '';
  const change = 'Your order page shows your order at any time. There you can update your phone number and special instructions, and change your delivery week or cancel until the deadlines in the booking terms.';
  const share = referral ? referralSharing(referral) : null;
  const removalOffer = offersSeasonalRemoval(o) ? 'Pumpkins last about 6-8 weeks; ask us about Seasonal Removal when the season ends.' : null;
  return {
    subject: `Your SD Pumpkin order is confirmed - ${o.packageName}`,
    html: layoutHtml({
      preheader: `Deposit received. Delivery week of ${longDate(o.deliveryDate)}.`,
      heading,
      body: `${paragraph(intro)}${subheading('Your order')}${detailsHtml(lines)}` +
        `${cardHtml}${subheading('Delivery')}${detailsHtml(delivery)}${paragraph(next)}${paragraph(change)}${myOrderButton(myOrderUrl, 'View or change your order', 'primary')}` +
        (share ? `${subheading('Share your porch')}${referralCodeHtml(share.code)}${paragraph(share.sentence)}` : '') +
        (removalOffer ? `<p style="margin:0;color:#7c6a58;font-size:13px">${esc(removalOffer)}</p>` : ''),
    }),
    text: layoutText(heading, `${intro}\n\nYOUR ORDER\n${detailsText(lines)}${cardText}\n\nDELIVERY\n${detailsText(delivery)}\n\n${next}\n${change}\n${myOrderText(myOrderUrl, 'View or change your order')}${share ? `\n\nSHARE YOUR PORCH\nYour referral code: ${share.code}\n${share.sentence}` : ''}${removalOffer ? `\n\n${removalOffer}` : ''}`),
  };
}

/** The household's referral code in the e-mails (docs/design.md §18): the code, and what it gives both households. */
export function referralSharing(referral: ReferralShare): { code: string; sentence: string } {
  const amount = usd(toCents(referral.amount));
  return {
    code: referral.code,
    sentence: `Give friends your referral code: when a new household books with it, they get ${amount} off their porch and you get ${amount} off your next balance.`,
  };
}

/** The code set apart, large and spaced, so it is read and copied without a slip. */
const referralCodeHtml = (code: string) =>
  `<p style="margin:12px 0 10px"><span style="display:inline-block;padding:10px 16px;border:1px dashed #c2410c;border-radius:8px;` +
  `background:#fff7ed;font:bold 18px/1 ui-monospace,Menlo,Consolas,monospace;letter-spacing:2px;color:#7c2d12">${esc(code)}</span></p>`;
