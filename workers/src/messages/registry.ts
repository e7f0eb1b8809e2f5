import type { EmailKind } from '@sdp/server/queues';
import type { ComposeDeps, ComposeJob, Composer } from './composed.ts';
import { composeMyOrderEmail } from './compose/my-order.ts';
import {
  composeBalanceLink, composeBalanceReceipt, composeDepositNotification, composeOnMyWay, composeOrderRecap, composeRefundReceipt, composeStrayAlert, composeDisputeEmail,
} from './compose/order.ts';
import { composeQuoteConfirmation, composeQuoteDepositLink, composeQuoteNotification } from './compose/quote.ts';
import { composeRenewalEmail } from './compose/renewal.ts';
import { composeGiftCardEmail } from './compose/gift-card.ts';
import { composeScheduledEmail } from './compose/scheduled.ts';
import { composeWaitlistEmail } from './compose/waitlist.ts';
import { composeWeatherEmail } from './compose/weather.ts';
import { composeDayMoveEmail } from './compose/day-move.ts';
import { composePickupThankYou } from './compose/pickup.ts';
import {
  balanceFollowUpText, dayMovedTextOf, dayMoveUndoneTextOf, deliveryReminderText, pickupThankYouText, removalReminderText, renewalOfferText,
  weatherCareTextOf, type TextWords,
} from './text-words.ts';

// The one list of what the business sends (docs/design.md §23): for each message kind its channel(s), its e-mail's composer,
// its text's words, the consent its text needs, and what stands in when the text fails. The relay (relay-plan.ts) reads it to
// decide e-mail or text once; the e-mail job reads only the composer; the texts job reads the consent rule and why a held text
// may no longer apply. A kind missing here does not compile (EMAIL_KINDS, server/src/queues.ts, is the one list of names).

/** Whom a message is about: the job's subject, and what a failed text's e-mail is about (text.failed names both ids). */
export type MessageSubject = 'order' | 'quote' | 'waitlist' | 'call_list' | 'renewal' | 'weather_care' | 'gift_card';

/**
 * Who may get a text: `own-consent`, a number whose own consent record says yes and which has not sent STOP (the texts we
 * start, docs/design.md §22); `not-stopped`, any number that has not sent STOP (answers to a customer's own text); `always`, even a
 * number that just opted out (the one confirmation STOP and START get, and HELP's answer).
 */
export type TextConsent = 'own-consent' | 'not-stopped' | 'always';

/** When a text held for quiet hours is asked again whether it still applies (ADR 176; messages/still-due.ts). */
export type StillApplies = 'scheduled' | 'order-stands' | 'offer-held' | 'always';

interface TextSpec {
  /**
   * `instead`: to a household that may be texted the text goes and the e-mail does not; `beside`: the e-mail goes to everyone and
   * the text beside it; `elsewhere`: the text is queued where the moment happens (the crew's tap, the phone change) and the relay
   * plans only the e-mail when the text could not go.
   */
  channel: 'instead' | 'beside' | 'elsewhere';
  /** The words, for the texts the relay decides (`instead`, `beside`). */
  words?: TextWords;
  consent: TextConsent;
  stillApplies: StillApplies;
  /** What goes when the text fails, is undelivered or cannot be sent: its e-mail, or nothing (the e-mail went anyway). */
  fallback: 'email' | 'none';
}

export interface MessageSpec {
  subject: MessageSubject;
  /** Its e-mail, built from the rows when the job runs. */
  compose: Composer;
  /** Its text, when it has one. */
  text?: TextSpec;
}

const email = (subject: MessageSubject, compose: Composer): MessageSpec => ({ subject, compose });

export const MESSAGES: Record<EmailKind, MessageSpec> = {
  // Quotes (docs/design.md §11): to the customer and to staff; the deposit link of a quote turned into an order (ADR 035).
  quote_confirmation: email('quote', composeQuoteConfirmation),
  quote_notification: email('quote', composeQuoteNotification),
  quote_deposit_link: email('quote', composeQuoteDepositLink),
  // An order's money (docs/design.md §11).
  order_recap: email('order', composeOrderRecap),
  deposit_notification: email('order', composeDepositNotification),
  balance_link: email('order', composeBalanceLink),
  balance_receipt: email('order', composeBalanceReceipt),
  refund_receipt: email('order', composeRefundReceipt),
  duplicate_balance_refunded: email('order', composeStrayAlert),
  // Disputes (docs/design.md §27): to staff at once, and 3 days before the evidence is due.
  dispute_opened: email('order', composeDisputeEmail),
  dispute_reminder: email('order', composeDisputeEmail),
  // The customer's own order page (ADR 046); the phone changed there: the e-mail to the order's address, and a text to the number
  // it replaced, queued in the change itself (ADR 161).
  my_order_link: email('order', composeMyOrderEmail),
  order_rescheduled: email('order', composeMyOrderEmail),
  order_cancelled: email('order', composeMyOrderEmail),
  phone_changed: { ...email('order', composeMyOrderEmail), text: { channel: 'elsewhere', consent: 'own-consent', stillApplies: 'always', fallback: 'none' } },
  // The scheduled messages (docs/design.md §12, ADR 050); the reminder and the follow-up as a text where the household agreed.
  delivery_reminder: {
    ...email('order', composeScheduledEmail),
    text: { channel: 'instead', words: deliveryReminderText, consent: 'own-consent', stillApplies: 'scheduled', fallback: 'email' },
  },
  balance_follow_up: {
    ...email('order', composeScheduledEmail),
    text: { channel: 'instead', words: balanceFollowUpText, consent: 'own-consent', stillApplies: 'scheduled', fallback: 'email' },
  },
  // The pick-up reminder (docs/design.md §26; the kind kept its first name, the December 1 removal reminder it grew from).
  removal_reminder: {
    ...email('order', composeScheduledEmail),
    text: { channel: 'instead', words: removalReminderText, consent: 'own-consent', stillApplies: 'scheduled', fallback: 'email' },
  },
  review_request: email('order', composeScheduledEmail),
  staff_call_list: email('call_list', composeScheduledEmail),
  // The waitlist (ADR 037, 083, 111).
  booking_open: email('waitlist', composeWaitlistEmail),
  waitlist_welcome: email('waitlist', composeWaitlistEmail),
  waitlist_rejoin: email('waitlist', composeWaitlistEmail),
  waitlist_spots_opened: email('waitlist', composeWaitlistEmail),
  // Renewals (docs/design.md §18, ADR 111): the e-mail carries the prices, so it goes to everyone; the link by text beside it.
  renewal_offer: {
    ...email('renewal', composeRenewalEmail),
    text: { channel: 'beside', words: renewalOfferText, consent: 'own-consent', stillApplies: 'offer-held', fallback: 'none' },
  },
  // Weather care (ADR 130): the tip as a text where the household agreed, else (and when the text fails) by e-mail.
  weather_care: {
    ...email('weather_care', composeWeatherEmail),
    text: { channel: 'instead', words: weatherCareTextOf, consent: 'own-consent', stillApplies: 'order-stands', fallback: 'email' },
  },
  // "On my way" (docs/design.md §20, ADR 133): texted at the crew's tap when it may be; this e-mail when it may not, or failed.
  // A gift card (docs/design.md §27): its code and printable card, to the recipient (or the buyer) on the chosen day.
  gift_card: email('gift_card', composeGiftCardEmail),
  on_my_way: { ...email('order', composeOnMyWay), text: { channel: 'elsewhere', consent: 'own-consent', stillApplies: 'order-stands', fallback: 'email' } },
  // Move a day (docs/design.md §26, ADR 285-286): the new day and window, and the undo's apology, each once: a text where the
  // household agreed, else (and when the text fails) by e-mail.
  day_moved: {
    ...email('order', composeDayMoveEmail),
    text: { channel: 'instead', words: dayMovedTextOf, consent: 'own-consent', stillApplies: 'order-stands', fallback: 'email' },
  },
  day_move_undone: {
    ...email('order', composeDayMoveEmail),
    text: { channel: 'instead', words: dayMoveUndoneTextOf, consent: 'own-consent', stillApplies: 'order-stands', fallback: 'email' },
  },
  // "Picked up, thank you" after the crew cleared the porch (docs/design.md §26): a text where the household agreed, else e-mail.
  pickup_thank_you: {
    ...email('order', composePickupThankYou),
    text: { channel: 'instead', words: pickupThankYouText, consent: 'own-consent', stillApplies: 'order-stands', fallback: 'email' },
  },
};

/** The texts that are not an e-mail's: staff's own words, our answers to a customer's text (server/src/texts/inbound.ts) and to a missed call. */
export const TEXT_ONLY: Record<string, Pick<TextSpec, 'consent'>> = {
  staff_reply: { consent: 'own-consent' },
  opted_out: { consent: 'always' },
  opted_in: { consent: 'always' },
  help: { consent: 'always' },
  // NOTE: the text back after a missed call (docs/design.md §26, ADR 291): an answer to the caller's own call, so it needs only
  // that the number has not sent STOP; once a number a day, within quiet hours (server/src/leads/missed-call.ts).
  missed_call: { consent: 'not-stopped' },
};

/** A kind's text, if it has one (`kind` as a text row names it: any string). */
export const textOf = (spec: MessageSpec | undefined): TextSpec | undefined => spec?.text;

/** The registry's entry for a kind named by a row or a payload (a string), if the kind is an e-mail's. */
export const messageOf = (kind: string): MessageSpec | undefined => (Object.hasOwn(MESSAGES, kind) ? MESSAGES[kind as EmailKind] : undefined);

/** The consent a text of `kind` needs; an answer to the customer's own text not listed needs only that the number has not said STOP. */
export const textConsent = (kind: string): TextConsent => messageOf(kind)?.text?.consent ?? TEXT_ONLY[kind]?.consent ?? 'not-stopped';

/** The channels a kind can go by: e-mail always (its composer), and text when it has one. */
export const channelsOf = (kind: EmailKind): ('email' | 'text')[] => (MESSAGES[kind].text ? ['email', 'text'] : ['email']);

/**
 * Build the e-mail a job stands for from the current rows, by its kind's composer; null when its subject no longer exists, a
 * skip (with why) when it must not go in the subject's current state.
 */
export const composeEmail = (sql: ComposeDeps['sql'], env: ComposeDeps['env'], job: ComposeJob, stripe: ComposeDeps['stripe'] = null, now = new Date()) =>
  MESSAGES[job.kind].compose({ sql, env, stripe, now }, job);
