import { formatUsd } from '@sdp/shared';
import type { OrderRow } from '../subjects.ts';
import { detailsHtml, detailsText, esc, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';

const usd = (cents: number) => formatUsd(cents, { alwaysCents: true });
const orderNumber = (o: OrderRow) => o.id.slice(-8).toUpperCase();
/** The call to action every customer e-mail uses: a brand-coloured button (a link, so it works in every mail client). */
export const button = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${esc(href)}" style="background:#7c2d12;color:#fef3c7;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${esc(label)}</a></p>`;

const WHY = {
  action_required: 'Your bank asked you to confirm this payment, so we could not charge your saved card automatically.',
  failed: 'Your saved card was declined when we tried to charge the balance.',
  due: 'Your porch is delivered, so the balance of your order is now due.',
} as const;

/**
 * The balance is due and no saved card paid it (docs/design.md §11): a link to pay on-session, never a raw Checkout URL.
 * `reason`: the bank asked the customer to confirm (3-D Secure), the card was declined, or no card was saved.
 */
export function balanceLinkEmail(o: OrderRow, payUrl: string, reason: keyof typeof WHY): EmailContent {
  const heading = `Your balance of ${usd(o.balanceCents)} is ${reason === 'due' ? 'due' : 'still due'}`;
  const why = WHY[reason];
  const ask = 'You can pay it securely with the link below, with your saved card or a new one.';
  const rows: DetailRow[] = [['Order number', orderNumber(o)], ['Package', o.packageName], ['Balance due', usd(o.balanceCents)]];
  return {
    subject: reason === 'due'
      ? `Pay the balance of your SD Pumpkin order ${orderNumber(o)}`
      : `Action needed: pay the balance of your SD Pumpkin order ${orderNumber(o)}`,
    html: layoutHtml({ preheader: why, heading, body: `${paragraph(why)}${paragraph(ask)}${button(payUrl, 'Pay the balance')}${detailsHtml(rows)}` }),
    text: layoutText(heading, `${why}\n${ask}\n\nPay the balance: ${payUrl}\n\n${detailsText(rows)}`),
  };
}

/** The balance is paid and the order complete: the receipt. */
export function balanceReceiptEmail(o: OrderRow): EmailContent {
  const heading = `Thank you, ${o.customerName}: your order is paid in full`;
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Package', o.packageName], ['Total', usd(o.totalCents)],
    ['Deposit paid', usd(o.depositCents)], ['Balance paid', usd(o.balanceCents)],
  ];
  const intro = `We received your balance of ${usd(o.balanceCents)}. Enjoy your autumn porch!`;
  return {
    subject: `Receipt: your SD Pumpkin order ${orderNumber(o)} is paid in full`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${detailsHtml(rows)}` }),
    text: layoutText(heading, `${intro}\n\n${detailsText(rows)}`),
  };
}

/** A refund staff issued: its amount and when the money shows. */
export function refundReceiptEmail(o: OrderRow, refundCents: number): EmailContent {
  const heading = `We refunded ${usd(refundCents)} to your card`;
  const intro = 'Refunds usually appear on your statement within 5 to 10 business days.';
  const rows: DetailRow[] = [['Order number', orderNumber(o)], ['Package', o.packageName], ['Refund', usd(refundCents)]];
  return {
    subject: `Refund of ${usd(refundCents)} for your SD Pumpkin order ${orderNumber(o)}`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${detailsHtml(rows)}` }),
    text: layoutText(heading, `${intro}\n\n${detailsText(rows)}`),
  };
}

/** To staff when a deposit lands (docs/design.md §11): who, what, which week, and a link to the order's page. */
export function depositNotificationEmail(o: OrderRow, orderUrl: string): EmailContent {
  const heading = `Deposit paid: ${o.customerName}`;
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Package', `${o.packageName} (${o.serviceType === 'white-glove' ? 'White-Glove' : 'Drop-Off'})`],
    ['Delivery week of', o.deliveryDate], ['Address', `${o.address}, ${o.city} ${o.zipCode}`], ['Phone', o.customerPhone],
    ['Deposit', usd(o.depositCents)], ['Balance due at delivery', usd(o.balanceCents)],
  ];
  const intro = `${o.customerName} paid the ${usd(o.depositCents)} deposit; their delivery week is booked.`;
  return {
    subject: `Deposit paid: ${o.customerName}, ${o.packageName} (${orderNumber(o)})`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${detailsHtml(rows)}${button(orderUrl, 'Open the order')}` }),
    text: layoutText(heading, `${intro}\n\n${detailsText(rows)}\n\nOpen the order: ${orderUrl}`),
  };
}
