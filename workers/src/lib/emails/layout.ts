import { BUSINESS } from '@sdp/shared';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}
export type DetailRow = [label: string, value: string];

/** Escape text for HTML; every value from a customer passes through here. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const FONT = "Georgia,'Times New Roman',serif";
const SANS = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";

/** A two-column table of labels and values (inline styles: mail clients ignore style sheets). */
export function detailsHtml(rows: DetailRow[]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${rows
    .map(([label, value]) => `<tr><td style="padding:8px 0;border-bottom:1px solid #efe6da;color:#7c6a58;font:13px ${SANS};width:40%;vertical-align:top">${esc(label)}</td>` +
      `<td style="padding:8px 0;border-bottom:1px solid #efe6da;color:#2b2118;font:14px ${SANS};white-space:pre-line">${esc(value)}</td></tr>`)
    .join('')}</table>`;
}

export const detailsText = (rows: DetailRow[]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/** The branded frame around every e-mail: warm palette, the brand line, phone and e-mail in the footer. */
export function layoutHtml(options: { preheader: string; heading: string; body: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(options.heading)}</title></head>
<body style="margin:0;padding:0;background:#f7f1e8">
<div style="display:none;max-height:0;overflow:hidden">${esc(options.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f1e8"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#7c2d12;padding:24px 32px;color:#fef3c7;font:bold 20px ${FONT};letter-spacing:.5px">${esc(BUSINESS.brandLine)}</td></tr>
<tr><td style="padding:32px;color:#2b2118;font:15px/1.6 ${SANS}">
<h1 style="margin:0 0 16px;font:normal 26px/1.3 ${FONT};color:#7c2d12">${esc(options.heading)}</h1>
${options.body}
</td></tr>
<tr><td style="padding:20px 32px;background:#fbf6ef;color:#7c6a58;font:12px/1.6 ${SANS}">
${esc(BUSINESS.brandLine)} &middot; San Diego County<br>
<a href="${BUSINESS.phoneHref}" style="color:#b45309">${esc(BUSINESS.phoneDisplay)}</a> &middot;
<a href="mailto:${BUSINESS.email}" style="color:#b45309">${esc(BUSINESS.email)}</a> &middot; ${esc(BUSINESS.hours)}${TERMS_SLOT}
</td></tr></table></td></tr></table></body></html>`;
}

const TERMS_SLOT = '<!--booking-terms-->';

/** Customer e-mails about an order link the booking terms (deposit, balance, cancellation; docs/design.md §11) in their footer. */
export function withTermsLink(content: EmailContent, termsUrl: string): EmailContent {
  const link = `<br><a href="${esc(termsUrl)}" style="color:#b45309">Booking terms: deposit, balance and cancellation</a>`;
  return { ...content, html: content.html.replace(TERMS_SLOT, link), text: `${content.text}Booking terms: ${termsUrl}\n` };
}

/** The same e-mail as plain text, with the same footer. */
export const layoutText = (heading: string, body: string) =>
  `${heading}\n\n${body}\n\n--\n${BUSINESS.brandLine}\n${BUSINESS.phoneDisplay} | ${BUSINESS.email} | ${BUSINESS.hours}\n`;

export const paragraph = (text: string) => `<p style="margin:0 0 14px">${esc(text)}</p>`;

/** A smaller heading inside an e-mail's body. */
export const subheading = (text: string) => `<h2 style="font:bold 16px ${FONT};color:#7c2d12;margin:24px 0 0">${esc(text)}</h2>`;

/**
 * A "bulletproof" button: a table cell with the colour (Outlook ignores padding on links) around a block link, so the whole
 * button is tappable in Gmail and Apple Mail at phone width. `secondary` is the outlined one beside a primary action.
 */
export function button(href: string, label: string, tone: 'primary' | 'secondary' = 'primary'): string {
  const [bg, fg, border] = tone === 'primary' ? ['#7c2d12', '#fef3c7', '#7c2d12'] : ['#ffffff', '#7c2d12', '#c2410c'];
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0;border-collapse:separate"><tr>` +
    `<td align="center" bgcolor="${bg}" style="border-radius:8px;background:${bg};border:2px solid ${border}">` +
    `<a href="${esc(href)}" target="_blank" style="display:inline-block;padding:14px 24px;font:bold 15px/1.3 ${SANS};color:${fg};text-decoration:none;border-radius:8px">${esc(label)}</a>` +
    `</td></tr></table>`;
}

/**
 * The customer's own order page (docs/design.md §12): every customer e-mail about an order carries it. Before the delivery the
 * customer may still change things there; afterwards it is for reading (and paying).
 */
export type MyOrderLabel = 'View or change your order' | 'View your order';
export const myOrderButton = (url: string, label: MyOrderLabel, tone: 'primary' | 'secondary' = 'secondary') => button(url, label, tone);
export const myOrderText = (url: string, label: MyOrderLabel) => `${label}: ${url}`;
