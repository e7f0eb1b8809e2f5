import { esc, layoutHtml, layoutText, paragraph, type EmailContent } from './layout.ts';
import { greet, leadWithName } from '@sdp/shared/names/greeting-name';

// NOTE: the address was typed into a public form, so these repeat nothing the sender typed beyond a plain first name (ADR 022).
const button = (url: string, label: string) =>
  `<p style="margin:24px 0"><a href="${esc(url)}" style="display:inline-block;background:#7c2d12;color:#fef3c7;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">${esc(label)}</a></p>`;
const small = (html: string) => `<p style="margin:16px 0 0;font-size:13px;color:#7c6a58">${html}</p>`;

/** "You're on the list for fall 2027": once, to a new sign-up (ADR 083), with the person's own unsubscribe link. */
export function waitlistWelcomeEmail(name: string, year: number, siteUrl: string, unsubscribeUrl: string): EmailContent {
  const heading = `You're on the list for fall ${year}`;
  const lines = [
    `${greet('Thank you', name)}. We will e-mail you once, the day booking for fall ${year} opens, so you can reserve your porch before the weeks fill.`,
    'Until then we will not write to you, and we never share your address.',
  ];
  const why = 'You receive this e-mail because this address joined our waitlist.';
  return {
    subject: `You're on the list for fall ${year} - SD Pumpkin`,
    html: layoutHtml({
      preheader: `We will e-mail you the day booking for fall ${year} opens.`, heading,
      body: `${lines.map(paragraph).join('')}${button(siteUrl, 'See our porch designs')}${small(`${esc(why)} <a href="${esc(unsubscribeUrl)}" style="color:#b45309">Unsubscribe</a>`)}`,
    }),
    text: layoutText(heading, `${lines.join('\n\n')}\n\nOur porch designs: ${siteUrl}\n\n${why} Unsubscribe: ${unsubscribeUrl}`),
  };
}

/** The confirmation link to an address that unsubscribed and signed up again (ADR 083): nothing changes unless they confirm. */
export function waitlistRejoinEmail(name: string, year: number, confirmUrl: string, days: number): EmailContent {
  const heading = 'Confirm you want back on the list';
  const lines = [
    leadWithName(name, `someone asked to put this address back on our waitlist for fall ${year}. You had unsubscribed, so we will not add it unless you confirm.`),
    `The link works for ${days} days. If this was not you, ignore this e-mail: you stay unsubscribed.`,
  ];
  return {
    subject: 'Confirm you want back on the SD Pumpkin waitlist',
    html: layoutHtml({
      preheader: 'You stay unsubscribed unless you confirm.', heading,
      body: `${lines.map(paragraph).join('')}${button(confirmUrl, 'Put me back on the list')}${small(`Or open this link: <a href="${esc(confirmUrl)}" style="color:#b45309;word-break:break-all">${esc(confirmUrl)}</a>`)}`,
    }),
    text: layoutText(heading, `${lines.join('\n\n')}\n\nConfirm: ${confirmUrl}`),
  };
}
