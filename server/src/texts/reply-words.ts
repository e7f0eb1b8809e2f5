import { BUSINESS } from '@sdp/shared';
import { myOrderUrl } from '../orders/my-order-link.ts';
import { withLink, type LinkedText } from './text-link.ts';

/** How every automated text says it can be stopped (docs/design.md §19). */
export const STOP = 'Reply STOP to opt out.';

/** Our answers to the keywords (STOP and its synonyms, START, HELP), to C and R, and to a number with no open order. */
export const REPLY_WORDS = {
  opted_out: 'SD Pumpkin: you will get no more texts from us. Reply START to get them again.',
  opted_in: `SD Pumpkin: texts about your delivery are back on. ${STOP}`,
  help: `SD Pumpkin, luxury autumn porch decor in San Diego: texts about your delivery. Questions? Call ${BUSINESS.phoneDisplay}. ${STOP}`,
  confirmed: 'SD Pumpkin: thank you, your delivery is confirmed. See you soon!',
  no_order: `SD Pumpkin: we could not find an open order for this number. Call us at ${BUSINESS.phoneDisplay}.`,
  // NOTE: R from a phone set under links since revoked (ADR 161): no link to it; the e-mail on the order has the working one.
  link_by_email: `SD Pumpkin: to change your week, open the order link in your latest e-mail from us, or call ${BUSINESS.phoneDisplay}.`,
  // NOTE: ADR 175: the answer to a text when nobody is there (at night, off season); once a number per away window.
  away: `SD Pumpkin: thank you for your text. Nobody is reading texts right now; we will answer from 8 AM (off season within two days). Anything urgent: call ${BUSINESS.phoneDisplay}.`,
  phone_changed: `SD Pumpkin: the phone number on your order was changed. If this wasn't you, call us at ${BUSINESS.phoneDisplay}.`,
} as const;

/** R: the link to the customer's order page, where the delivery week is changed. */
export const changeWeekText = (env: { PUBLIC_URL: string; BASE_PATH: string; SESSION_SECRET: string }, orderId: string, linkVersion: number): LinkedText =>
  withLink(myOrderUrl(env, orderId, linkVersion), (link) => `SD Pumpkin: change your delivery week on your order page: ${link}`);

/** Carrier keywords (docs/design.md §19): any of these alone opts the number out at once. */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_WORDS = ['START', 'UNSTOP', 'YES'] as const;
export const HELP_WORDS = ['HELP', 'INFO'] as const;

export type InboundKind = 'stop' | 'start' | 'help' | 'confirm' | 'change_week' | 'reply';

/** What an inbound text asks for: a keyword alone (any case, spaces and a final period ignored), else a reply for staff. */
export function inboundKind(body: string): { kind: InboundKind; word: string } {
  const word = body.trim().replace(/[.!]+$/, '').toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return { kind: 'stop', word };
  if ((START_WORDS as readonly string[]).includes(word)) return { kind: 'start', word };
  if ((HELP_WORDS as readonly string[]).includes(word)) return { kind: 'help', word };
  if (word === 'C') return { kind: 'confirm', word };
  if (word === 'R') return { kind: 'change_week', word };
  return { kind: 'reply', word };
}
