import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import type { RenewalOfferView } from '@sdp/shared/wire-renewals';
import { button, detailsHtml, detailsText, esc, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { leadWithName } from '@sdp/shared/names/greeting-name';
import { dayName, serviceName } from './words.ts';

const money = (decimal: string) => `$${Number(decimal).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "Tuesday, July 22 at 9:00 AM" in San Diego time: when the hold ends. */
const holdEnds = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/**
 * "The same porch next year" (docs/design.md §18, ADR 111): last year's package at this year's price, the week held for the household
 * and until when, and the one link that accepts it (or says "not this year"). The figures are the /renew page's own.
 */
export function renewalOfferEmail(offer: RenewalOfferView, year: number, url: string): EmailContent {
  const heading = `Your porch for fall ${year} is held`;
  const sameWeek = offer.deliveryDate;
  const rows: DetailRow[] = [
    ['Package', `${offer.packageName} · ${serviceName(offer.serviceType)}`],
    ...(offer.addOns.length > 0 ? [['Add-ons', offer.addOns.map((a) => (a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name)).join('\n')] as DetailRow] : []),
    ['Delivery week held', `Week of ${dayName(sameWeek)}`],
    ['Porch', offer.address],
    ['This year\'s price', money(offer.total)],
    ['Deposit to confirm (30%)', money(offer.deposit)],
    ['Held for you until', holdEnds(offer.holdUntil)],
  ];
  const lines = [
    leadWithName(offer.customerName, "thank you for letting us decorate your porch last fall. We have kept the same design and are holding a delivery week for you, at this year's price."),
    offer.savedCard
      ? `Accept in one tap with your saved card (${offer.savedCard}), or use another card. You can change the week on the page while other weeks have room.`
      : 'Accept with a card on the page. You can change the week there while other weeks have room.',
    'Not this year? Tell us on the same page and we will free the week for another family.',
  ];
  return {
    subject: `Your porch for fall ${year} is held until ${holdEnds(offer.holdUntil).split(' at ')[0]} - SD Pumpkin`,
    html: layoutHtml({
      preheader: `${offer.packageName} at this year's price, the week of ${dayName(sameWeek)} held for you.`,
      heading,
      body: `${paragraph(lines[0]!)}${detailsHtml(rows)}${paragraph(lines[1]!)}${button(url, 'See my offer')}${paragraph(lines[2]!)}` +
        `<p style="margin:16px 0 0;font-size:13px;color:#7c6a58">Or open this link: <a href="${esc(url)}" style="color:#b45309;word-break:break-all">${esc(url)}</a></p>`,
    }),
    text: layoutText(heading, `${lines[0]}\n\n${detailsText(rows)}\n\n${lines[1]}\n\nSee my offer: ${url}\n\n${lines[2]}`),
  };
}

/** Held spots lapsed (ADR 111): the waitlist hears that weeks opened, with the way to book and to unsubscribe. */
export function spotsOpenedEmail(name: string, year: number, reserveUrl: string, unsubscribeUrl: string, bookingOpen: boolean): EmailContent {
  const heading = `Weeks opened for fall ${year}`;
  const lines = [
    leadWithName(name, 'some delivery weeks we were holding for returning customers are free again.'),
    bookingOpen ? 'Booking is open: reserve your porch while they last.' : 'Booking opens soon: we will keep them open to everyone on the day it does.',
  ];
  const why = 'You receive this e-mail because this address joined our waitlist.';
  return {
    subject: `Weeks opened for fall ${year} - SD Pumpkin`,
    html: layoutHtml({
      preheader: `Delivery weeks for fall ${year} are free again.`,
      heading,
      body: `${lines.map(paragraph).join('')}${button(reserveUrl, bookingOpen ? 'Reserve my porch' : 'See our porch designs')}` +
        `<p style="margin:16px 0 0;font-size:13px;color:#7c6a58">${esc(why)} <a href="${esc(unsubscribeUrl)}" style="color:#b45309">Unsubscribe</a></p>`,
    }),
    text: layoutText(heading, `${lines.join('\n\n')}\n\n${reserveUrl}\n\n${why} Unsubscribe: ${unsubscribeUrl}`),
  };
}
