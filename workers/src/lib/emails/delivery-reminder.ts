import { BUSINESS } from '@sdp/shared';
import { greet } from '@sdp/shared/names/greeting-name';
import type { OrderRow } from '../subjects.ts';
import { detailsHtml, detailsText, layoutHtml, layoutText, myOrderButton, myOrderText, paragraph, subheading, type DetailRow, type EmailContent } from './layout.ts';
import { dayName, longDate, orderNumber, serviceName, usd } from './words.ts';

/** The business day the crew keeps (docs/product-spec.md: hours Mon-Sun 08:00-18:00), said as a Pacific window. */
const ARRIVAL_WINDOW = 'between 8:00 AM and 6:00 PM PT';

const EXPECT = {
  'white-glove': 'Our crew brings your display and styles it on your porch. You do not need to be home, as long as we can reach the porch.',
  'drop-off': 'Our crew brings your pumpkins and decor to your porch, ready for you to arrange. You do not need to be home, as long as we can reach the porch.',
} as const;

/**
 * To the customer 48 hours before the delivery day (ADR 050): when the crew comes (the day and window once staff assigned a crew
 * day, else the week), what to expect, the address and instructions they gave, and their order page to change them.
 */
export function deliveryReminderEmail(o: OrderRow, myOrderUrl: string): EmailContent {
  const day = o.crewDay ?? o.deliveryDate;
  const when = o.crewDay
    ? `Our crew arrives on ${dayName(day)}, ${ARRIVAL_WINDOW}. We will call you before then to confirm the time.`
    : `Your delivery week starts ${dayName(day)}. We will call you 24 to 48 hours before we come to confirm the day and time.`;
  const staging = o.addOns.some((a) => a.name === 'Setup & Staging Service') ? ' With Setup & Staging, we arrange it for you.' : '';
  const expect = `${EXPECT[o.serviceType]}${o.serviceType === 'drop-off' ? staging : ''}`;
  const change = 'A gate code, parking or a pet we should know about? Add it to your special instructions on your order page, where you can also update your phone number. If the address is wrong, call us.';
  const rows: DetailRow[] = [
    o.crewDay ? ['Delivery day', `${longDate(day)}\n${ARRIVAL_WINDOW}`] : ['Delivery week of', longDate(day)],
    ['Package', `${o.packageName}\n${serviceName(o.serviceType)}`],
    ...(o.addOns.length ? [['Add-ons', o.addOns.map((a) => (a.quantity > 1 ? `${a.name} x ${a.quantity}` : a.name)).join('\n')] as DetailRow] : []),
    ['Address', `${o.address}\n${o.city}, CA ${o.zipCode}`],
    ['Special instructions', o.specialInstructions.trim() || 'None yet'],
    ...(o.balanceStatus === 'paid' ? [] : [['Balance due at delivery', usd(o.balanceCents)] as DetailRow]),
    ['Order number', orderNumber(o)],
  ];
  const heading = o.crewDay ? greet(`See you ${dayName(day)}`, o.customerName) : greet('Your delivery week is almost here', o.customerName);
  const questions = `Questions? Call us at ${BUSINESS.phoneDisplay}, or reply to this e-mail.`;
  return {
    subject: o.crewDay ? `Your SD Pumpkin delivery is ${dayName(day)}` : `Your SD Pumpkin delivery week starts ${dayName(day)}`,
    html: layoutHtml({
      preheader: when,
      heading,
      body: `${paragraph(when)}${paragraph(expect)}${subheading('Your delivery')}${detailsHtml(rows)}${paragraph(change)}` +
        `${myOrderButton(myOrderUrl, 'View or change your order', 'primary')}${paragraph(questions)}`,
    }),
    text: layoutText(heading, `${when}\n\n${expect}\n\nYOUR DELIVERY\n${detailsText(rows)}\n\n${change}\n${myOrderText(myOrderUrl, 'View or change your order')}\n\n${questions}`),
  };
}
