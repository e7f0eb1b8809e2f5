import { BUSINESS } from '@sdp/shared';
import { BUSINESS_TIME_ZONE, pacificDateTime } from '@sdp/shared/pacific-time';
import type { OrderRow } from '../subjects.ts';
import { button, detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { longDate, orderNumber, serviceName, usd } from './words.ts';

// The customer's own order page (docs/design.md §12, ADR 046): its link on request, and the confirmations of what the customer changed there.

const packageLine = (o: OrderRow) => `${o.packageName} (${serviceName(o.serviceType)})`;
/** "December 31, 2027": the last San Diego day the link works (it stops at the following midnight). */
const lastDay = (expiresAt: Date) =>
  new Date(expiresAt.getTime() - 60_000).toLocaleDateString('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
const KEEP_PRIVATE = 'Anyone with this link can see and change your order, so please keep it to yourself.';

/** "E-mail me my link": the order page's link, what it offers, and until when it works. */
export function myOrderLinkEmail(o: OrderRow, orderUrl: string, expiresAt: Date): EmailContent {
  const heading = 'Your order page';
  const intro = `Here is the link to your SD Pumpkin order ${orderNumber(o)}, as you asked.`;
  const offer = 'On your order page you can see where your order stands, change your delivery week, phone number or instructions, cancel, and pay your balance, each until its deadline.';
  const ignore = 'If you did not ask for this link, you can ignore this e-mail: nothing has changed.';
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Package', packageLine(o)], ['Delivery week of', longDate(o.deliveryDate)],
    ['Link works until', lastDay(expiresAt)],
  ];
  return {
    subject: `Your SD Pumpkin order ${orderNumber(o)}: your order page`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(offer)}${button(orderUrl, 'Open my order')}${detailsHtml(rows)}${paragraph(KEEP_PRIVATE)}${paragraph(ignore)}` }),
    text: layoutText(heading, `${intro}\n${offer}\n\nOpen my order: ${orderUrl}\n\n${detailsText(rows)}\n\n${KEEP_PRIVATE}\n${ignore}`),
  };
}

/** The customer moved the delivery week on their order page: the new week, the old one, and the crew's call before the day. */
export function orderRescheduledEmail(
  o: OrderRow,
  change: { from: string; to: string; at: Date; totalFromCents?: number | undefined; totalToCents?: number | undefined },
  orderUrl: string,
): EmailContent {
  const heading = 'Your delivery week has moved';
  const intro = `As you asked on your order page (${pacificDateTime(change.at)}), we moved your delivery from the week of ${longDate(change.from)} to the week of ${longDate(change.to)}.`;
  const call = 'Our crew will call you 24 to 48 hours before they arrive to confirm the day and time.';
  const price = priceWords(change);
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Package', packageLine(o)], ['New delivery week', longDate(change.to)],
    ...(price ? [['New total', usd(change.totalToCents!)], ['Balance due after delivery', usd(o.balanceCents)]] as DetailRow[] : []),
    ['Address', `${o.address}, ${o.city} ${o.zipCode}`],
  ];
  const lead = price ? `${paragraph(intro)}${paragraph(price)}` : paragraph(intro);
  return {
    subject: `Delivery moved: your SD Pumpkin order ${orderNumber(o)} is now the week of ${longDate(change.to)}`,
    html: layoutHtml({ preheader: intro, heading, body: `${lead}${paragraph(call)}${detailsHtml(rows)}${button(orderUrl, 'View my order')}` }),
    text: layoutText(heading, `${intro}\n${price ? `${price}\n` : ''}${call}\n\n${detailsText(rows)}\n\nView my order: ${orderUrl}`),
  };
}

/** What the move did to the price (ADR 178), or null when it did nothing: a neighbour week's saving added or taken off. */
function priceWords(change: { totalFromCents?: number | undefined; totalToCents?: number | undefined }): string | null {
  if (change.totalFromCents === undefined || change.totalToCents === undefined || change.totalFromCents === change.totalToCents) return null;
  const difference = change.totalToCents - change.totalFromCents;
  return difference < 0
    ? `Your new week is a neighbour week: your total is ${usd(-difference)} less, ${usd(change.totalToCents)}, and the saving comes off the balance due after delivery. Your deposit stays as paid.`
    : `Your old week's neighbour saving does not apply to the new week: your total is ${usd(difference)} more, ${usd(change.totalToCents)}, added to the balance due after delivery. Your deposit stays as paid.`;
}

/**
 * An order was cancelled, on the customer's own page or by staff (docs/design.md §16): what was cancelled, and what of the deposit comes
 * back. The same e-mail either way; only who asked and the words about a deposit kept differ.
 */
export function orderCancelledEmail(o: OrderRow, cancel: { refundCents: number; at: Date; by: 'customer' | 'staff'; depositPaid: boolean }, orderUrl: string): EmailContent {
  const heading = 'Your order is cancelled';
  const what = `we cancelled your order ${orderNumber(o)} and released your delivery week of ${longDate(o.deliveryDate)}.`;
  const intro = cancel.by === 'customer'
    ? `As you asked on your order page (${pacificDateTime(cancel.at)}), ${what}`
    : `On ${pacificDateTime(cancel.at)} ${what}`;
  const money = !cancel.depositPaid
    ? 'No deposit was taken for this order, so nothing was charged and there is nothing to refund.'
    : cancel.refundCents > 0
      ? `We are refunding ${usd(cancel.refundCents)} of your ${usd(o.depositCents)} deposit to your card; it usually shows on your statement within 5 to 10 business days, and a receipt follows.`
      : cancel.by === 'customer'
        ? `Under our cancellation terms, your ${usd(o.depositCents)} deposit covered pumpkins and materials already set aside for you, so there is no refund.`
        : `Your ${usd(o.depositCents)} deposit is not refunded with this cancellation.`;
  const back = cancel.by === 'customer'
    ? `We would love to decorate your porch another time. If this was a mistake, call us at ${BUSINESS.phoneDisplay} and we will do our best to help.`
    : `If you did not expect this, or have a question about it, call us at ${BUSINESS.phoneDisplay} and we will gladly help.`;
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Package', packageLine(o)],
    ['Deposit paid', cancel.depositPaid ? usd(o.depositCents) : 'None'], ['Refund', usd(cancel.refundCents)],
  ];
  return {
    subject: `Cancelled: your SD Pumpkin order ${orderNumber(o)}`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(money)}${detailsHtml(rows)}${paragraph(back)}${button(orderUrl, 'View my order')}` }),
    text: layoutText(heading, `${intro}\n${money}\n\n${detailsText(rows)}\n\n${back}\n\nView my order: ${orderUrl}`),
  };
}

/**
 * The phone on the order was changed on the order page (docs/design.md §22, ADR 161): the order's e-mail hears of it, so a change made
 * by someone holding a forwarded link does not go unnoticed. No link: the way back is a call.
 */
export function phoneChangedEmail(o: OrderRow, at: Date): EmailContent {
  const heading = 'Your phone number was changed';
  const intro = `On ${pacificDateTime(at)} the phone number on your order ${orderNumber(o)} was changed on your order page.`;
  const check = `If this wasn't you, call us at ${BUSINESS.phoneDisplay} and we will put it right.`;
  return {
    subject: `Your phone number was changed on SD Pumpkin order ${orderNumber(o)}`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(check)}` }),
    text: layoutText(heading, `${intro}\n${check}`),
  };
}
