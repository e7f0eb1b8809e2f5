import { sanDiegoMonthDay } from '@sdp/shared';
import { esc, layoutHtml, layoutText, paragraph, type EmailContent } from './layout.ts';
import { leadWithName } from '@sdp/shared/names/greeting-name';

export interface BookingOpenSeason {
  year: number;
  deliveryDates: string[];
  bookingDeadline: string;
  saleStartsAt: Date | null;
  saleEndsAt: Date;
}

const day = (isoDate: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * "Booking for fall 2027 is open" to a waitlisted person (docs/design.md §13). The address was typed into a public form, so it
 * repeats nothing the sender typed beyond a plain first name (ADR 022), and ends with the person's own unsubscribe link.
 */
export function bookingOpenEmail(name: string, season: BookingOpenSeason, siteUrl: string, unsubscribeUrl: string, now = new Date()): EmailContent {
  const heading = `Booking for fall ${season.year} is open`;
  const dates = [...season.deliveryDates].sort();
  const weeks = dates.length ? `Deliveries run on ${dates.length} Mondays, ${day(dates[0]!)} to ${day(dates.at(-1)!)}, and spots are limited each week.` : '';
  // NOTE: the sale is named only while it runs as the e-mail is written: never a sale that has not started or has ended.
  const saleRunning = (!season.saleStartsAt || season.saleStartsAt <= now) && now < season.saleEndsAt;
  const sale = saleRunning ? `Our early-booking sale runs until ${sanDiegoMonthDay(season.saleEndsAt)}.` : '';
  const lines = [
    leadWithName(name, 'you asked us to tell you when booking opens: it is open now.'),
    [weeks, `Booking closes ${day(season.bookingDeadline)}, ${season.year}.`, sale].filter(Boolean).join(' '),
  ];
  const button = `<p style="margin:24px 0"><a href="${esc(siteUrl)}" style="display:inline-block;background:#7c2d12;color:#fef3c7;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Reserve your porch</a></p>`;
  const why = 'You receive this one e-mail because you joined our waitlist.';
  const unsubscribe = `<p style="margin:16px 0 0;font-size:13px;color:#7c6a58">${esc(why)} <a href="${esc(unsubscribeUrl)}" style="color:#b45309">Unsubscribe</a></p>`;
  return {
    subject: `Booking for fall ${season.year} is open - SD Pumpkin`,
    html: layoutHtml({ preheader: `${lines[1]}`, heading, body: `${lines.map(paragraph).join('')}${button}${unsubscribe}` }),
    text: layoutText(heading, `${lines.join('\n\n')}\n\nReserve: ${siteUrl}\n\n${why} Unsubscribe: ${unsubscribeUrl}`),
  };
}
