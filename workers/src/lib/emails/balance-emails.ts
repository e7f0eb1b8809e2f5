import type { OrderRow } from '../subjects.ts';
import { greet } from '@sdp/shared/names/greeting-name';
import { calendarDayInWords, cardInWords, pacificDayInWords, TIP_PERCENTS, tipForPercent, type SavedCardDigits } from '@sdp/shared';
import { button, detailsHtml, detailsText, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, subheading, type DetailRow, type EmailContent } from './layout.ts';
import { bookedLines } from './order-recap.ts';
import { orderNumber, serviceName, usd } from './words.ts';

const WHY = {
  action_required: 'Your bank asked you to confirm this payment, so we could not charge your saved card automatically.',
  failed: 'Your saved card was declined when we tried to charge the balance.',
  due: 'Your porch is delivered, so the balance of your order is now due.',
} as const;

/**
 * The balance is due and no saved card paid it (docs/design.md §11): a link to pay on-session, never a raw Checkout URL.
 * `reason`: the bank asked the customer to confirm (3-D Secure), the card was declined, or no card was saved.
 */
export function balanceLinkEmail(o: OrderRow, payUrl: string, reason: keyof typeof WHY, myOrderUrl: string): EmailContent {
  const heading = `Your balance of ${usd(o.balanceCents)} is ${reason === 'due' ? 'due' : 'still due'}`;
  const why = WHY[reason];
  const ask = 'You can pay it securely with the link below, with your saved card or a new one.';
  const rows: DetailRow[] = [['Order number', orderNumber(o)], ['Package', o.packageName], ['Balance due', usd(o.balanceCents)]];
  return {
    subject: reason === 'due'
      ? `Pay the balance of your SD Pumpkin order ${orderNumber(o)}`
      : `Action needed: pay the balance of your SD Pumpkin order ${orderNumber(o)}`,
    html: layoutHtml({ preheader: why, heading, body: `${paragraph(why)}${paragraph(ask)}${button(payUrl, 'Pay the balance')}${detailsHtml(rows)}${myOrderButton(myOrderUrl, 'View your order')}` }),
    text: layoutText(heading, `${why}\n${ask}\n\nPay the balance: ${payUrl}\n\n${detailsText(rows)}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}

/**
 * The balance is still unpaid 3 or 7 days after a charge failed or needed the customer (docs/design.md §12, ADR 050): the same
 * pay link, said a second (or third) time, never harsher than that.
 */
export function balanceFollowUpEmail(o: OrderRow, payUrl: string, reason: 'action_required' | 'failed', occasion: 'day-3' | 'day-7', myOrderUrl: string): EmailContent {
  const heading = `A reminder: your balance of ${usd(o.balanceCents)} is still due`;
  const why = reason === 'action_required'
    ? 'Your bank asked you to confirm the payment of your balance, and it is not confirmed yet.'
    : 'Your saved card was declined when we tried to charge the balance, and it is not paid yet.';
  const ask = occasion === 'day-7'
    ? 'If something is wrong with the card, you can pay with a new one in a minute with the link below. If you would rather pay another way, call us.'
    : 'You can pay it securely with the link below, with your saved card or a new one.';
  const rows: DetailRow[] = [['Order number', orderNumber(o)], ['Package', `${o.packageName}\n${serviceName(o.serviceType)}`], ['Balance due', usd(o.balanceCents)]];
  return {
    subject: `Reminder: the balance of your SD Pumpkin order ${orderNumber(o)} is still due`,
    html: layoutHtml({ preheader: why, heading, body: `${paragraph(why)}${paragraph(ask)}${button(payUrl, 'Pay the balance')}${detailsHtml(rows)}${myOrderButton(myOrderUrl, 'View your order')}` }),
    text: layoutText(heading, `${why}\n${ask}\n\nPay the balance: ${payUrl}\n\n${detailsText(rows)}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}

/**
 * The balance is paid and the order complete: the receipt (docs/design.md §11; issue 25): the day it was paid (Pacific), the card
 * that paid it, the order's lines as booked, and what was paid, refunded and is left.
 */
/**
 * The receipt's words about a tip for the crew (docs/design.md §27): thanks for one given (never in "Total paid": it is the crew's),
 * else the offer, 10, 15 or 20 % of the total or any amount, on the order page.
 */
function tipWords(o: OrderRow, tipCents: number, myOrderUrl: string) {
  if (tipCents > 0) return { row: [['Tip for the crew', usd(tipCents)] as DetailRow], html: '', text: '' };
  const choices = TIP_PERCENTS.map((p) => `${p}% (${usd(tipForPercent(o.totalCents, p))})`).join(', ');
  const offer = `If the crew made your porch shine, you can leave them a tip on your order page: ${choices} or any amount. All of it goes to the crew.`;
  const url = `${myOrderUrl}#tip-heading`;
  return { row: [], html: `${subheading('A tip for the crew')}${paragraph(offer)}${button(url, 'Tip the crew')}`, text: `\n\nA TIP FOR THE CREW\n${offer}\nTip the crew: ${url}` };
}

export function balanceReceiptEmail(o: OrderRow, myOrderUrl: string, card: SavedCardDigits | null = null, tipCents = 0): EmailContent {
  const heading = `${greet('Thank you', o.customerName)}: your order is paid in full`;
  const paidOn = o.balancePaidAt ? pacificDayInWords(o.balancePaidAt) : null;
  const paid: DetailRow[] = [
    ['Order number', orderNumber(o)],
    ...(paidOn ? [['Date paid', paidOn] as DetailRow] : []),
    ...(card ? [['Card', cardInWords(card)] as DetailRow] : []),
  ];
  const totals: DetailRow[] = [
    ['Deposit paid', usd(o.depositCents)], ['Balance paid', usd(o.balanceCents)], ['Total paid', usd(o.depositCents + o.balanceCents)],
    ...(o.refundedCents > 0 ? [['Refunded', `-${usd(o.refundedCents)}`] as DetailRow] : []),
    ['Balance remaining', usd(0)],
  ];
  const tip = tipWords(o, tipCents, myOrderUrl);
  totals.push(...tip.row);
  const intro = `We received your balance of ${usd(o.balanceCents)}${paidOn ? ` on ${paidOn}` : ''}${card ? ` from your ${cardInWords(card)}` : ''}. Enjoy your autumn porch!`;
  return {
    subject: `Receipt: your SD Pumpkin order ${orderNumber(o)} is paid in full`,
    html: layoutHtml({
      preheader: intro, heading,
      body: `${paragraph(intro)}${detailsHtml(paid)}${subheading('Your order')}${detailsHtml(bookedLines(o))}${subheading('Payments')}${detailsHtml(totals)}${tip.html}${myOrderButton(myOrderUrl, 'View your order')}`,
    }),
    text: layoutText(heading, `${intro}\n\n${detailsText(paid)}\n\nYOUR ORDER\n${detailsText(bookedLines(o))}\n\nPAYMENTS\n${detailsText(totals)}${tip.text}\n\n${myOrderText(myOrderUrl, 'View your order')}`),
  };
}

/** A refund staff issued: its amount and when the money shows. */
export function refundReceiptEmail(o: OrderRow, refundCents: number, myOrderUrl: string, filledWeek: FilledWeekOffer | null = null): EmailContent {
  const heading = `We refunded ${usd(refundCents)} to your card`;
  const intro = 'Refunds usually appear on your statement within 5 to 10 business days.';
  const rows: DetailRow[] = [['Order number', orderNumber(o)], ['Package', o.packageName], ['Refund', usd(refundCents)]];
  const offer = filledWeek ? filledWeekWords(o, filledWeek) : null;
  return {
    subject: `Refund of ${usd(refundCents)} for your SD Pumpkin order ${orderNumber(o)}`,
    html: layoutHtml({
      preheader: intro, heading,
      body: `${offer ? offer.paragraphs.map(paragraph).join('') : ''}${paragraph(intro)}${detailsHtml(rows)}${offer?.weeks.length ? button(filledWeek!.reserveUrl, 'Choose another week') : myOrderButton(myOrderUrl, 'View your order')}`,
    }),
    text: layoutText(heading, `${offer ? `${offer.paragraphs.join('\n\n')}\n\n` : ''}${intro}\n\n${detailsText(rows)}\n\n${offer?.weeks.length ? `Choose another week: ${filledWeek!.reserveUrl}` : myOrderText(myOrderUrl, 'View your order')}`),
  };
}

/** The weeks still open after a deposit was refunded because its week filled (ADR 159), and where to book one. */
export interface FilledWeekOffer { weeks: { date: string; spotsLeft: number }[]; reserveUrl: string }

function filledWeekWords(o: OrderRow, { weeks }: FilledWeekOffer) {
  const why = `The week of ${calendarDayInWords(o.deliveryDate)} filled up while your payment went through, so we could not book it and refunded your deposit in full.`;
  const open = weeks.length
    ? `These weeks still have room for ${serviceName(o.serviceType)}: ${weeks.map((w) => `the week of ${calendarDayInWords(w.date)} (${w.spotsLeft} left)`).join(', ')}.`
    : 'Every other week of the season is full right now. Reply to this e-mail and we will tell you if a spot opens.';
  return { paragraphs: [why, open], weeks };
}

/** To staff when a deposit lands (docs/design.md §11): who, what, which week, and a link to the order's page. */
export function depositNotificationEmail(o: OrderRow, orderUrl: string): EmailContent {
  const heading = `Deposit paid: ${o.customerName}`;
  const rows: DetailRow[] = [
    ['Order number', orderNumber(o)], ['Package', `${o.packageName} (${serviceName(o.serviceType)})`],
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
