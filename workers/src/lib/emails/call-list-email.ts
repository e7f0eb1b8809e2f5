import type { CallListEntry } from '@sdp/server/db/order-messages';
import { BUSINESS } from '@sdp/shared';
import { button, esc, layoutHtml, layoutText, paragraph, type EmailContent } from './layout.ts';
import { dayName, serviceName } from './words.ts';

const SANS = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const when = (e: CallListEntry) => (e.crewDayAssigned ? `${dayName(e.deliveryDay)}${e.crew ? `, crew ${e.crew}` : ''}` : `week of ${dayName(e.deliveryDay)} (no crew day yet)`);

/** One customer to call, as a card that stacks at phone width: name, phone to tap, when, what and where. */
function entryHtml(e: CallListEntry): string {
  const line = (text: string, style = '') => `<div style="font:14px/1.5 ${SANS};color:#2b2118;${style}">${text}</div>`;
  return `<tr><td style="padding:14px 0;border-bottom:1px solid #efe6da">` +
    line(`<strong>${esc(e.customerName)}</strong> &middot; <a href="${esc(telHref(e.customerPhone))}" style="color:#b45309;font-weight:bold">${esc(e.customerPhone)}</a>`) +
    line(esc(`${when(e)} · ${e.packageName}, ${serviceName(e.serviceType)}`)) +
    line(esc(`${e.address}, ${e.city} ${e.zipCode}`), 'color:#7c6a58') +
    (e.specialInstructions.trim() ? line(esc(`Instructions: ${e.specialInstructions.trim()}`), 'color:#7c6a58') : '') +
    `</td></tr>`;
}

/**
 * To staff each morning there is someone to call (ADR 050): the spec promises a call 24 to 48 hours before delivery, so the list
 * is everyone delivered tomorrow or the day after, with phones to tap. Staff mark calls made on the dashboard.
 */
export function callListEmail(list: { from: string; to: string; entries: CallListEntry[] }, dashboardUrl: string): EmailContent {
  const count = list.entries.length;
  const heading = `Today's calls: ${count} ${count === 1 ? 'customer' : 'customers'}`;
  const intro = `Deliveries on ${dayName(list.from)} and ${dayName(list.to)}. Call each customer to confirm the time (the spec promises a call 24 to 48 hours before delivery), then mark the call made on the dashboard.`;
  const text = list.entries.map((e) => [`${e.customerName}  ${e.customerPhone}`, `  ${when(e)} · ${e.packageName}, ${serviceName(e.serviceType)}`,
    `  ${e.address}, ${e.city} ${e.zipCode}`, ...(e.specialInstructions.trim() ? [`  Instructions: ${e.specialInstructions.trim()}`] : [])].join('\n')).join('\n\n');
  return {
    subject: `Call list: ${count} ${count === 1 ? 'delivery' : 'deliveries'} ${dayName(list.from)} and ${dayName(list.to)}`,
    html: layoutHtml({
      preheader: intro, heading,
      body: `${paragraph(intro)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0">` +
        `${list.entries.map(entryHtml).join('')}</table>${button(dashboardUrl, 'Open the call list')}`,
    }),
    text: layoutText(heading, `${intro}\n\n${text}\n\nOpen the call list: ${dashboardUrl}\n(${BUSINESS.brandLine} staff)`),
  };
}
