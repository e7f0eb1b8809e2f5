import { BUSINESS } from '@sdp/shared';
import { arrivalBetween } from '@sdp/server/crew/on-my-way-words';
import type { OrderRow } from '../subjects.ts';
import { detailsHtml, detailsText, layoutHtml, layoutText, paragraph, type DetailRow, type EmailContent } from './layout.ts';
import { orderNumber } from './words.ts';

/** "On my way" by e-mail (docs/design.md §20, ADR 133): the crew is coming, in the window the run sheet gave, to this address. */
export function onMyWayEmail(o: OrderRow, window: { from: string; to: string }): EmailContent {
  const heading = 'SD Pumpkin is on the way';
  const intro = `Our crew is on the way: arriving ${arrivalBetween(window.from, window.to)} today.`;
  const note = `No need to be home. If the crew should know something before they arrive, call us at ${BUSINESS.phoneDisplay}.`;
  const rows: DetailRow[] = [['Order number', orderNumber(o)], ['Address', `${o.address}, ${o.city} ${o.zipCode}`]];
  return {
    subject: `SD Pumpkin is on the way: arriving ${arrivalBetween(window.from, window.to)}`,
    html: layoutHtml({ preheader: intro, heading, body: `${paragraph(intro)}${paragraph(note)}${detailsHtml(rows)}` }),
    text: layoutText(heading, `${intro}\n${note}\n\n${detailsText(rows)}`),
  };
}
