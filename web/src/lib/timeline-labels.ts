import type { BalanceStatus, OrderStatus } from '@sdp/shared/constants/business';
import { formatUsd, toCents } from '@sdp/shared/money';
import type { TimelineEntry } from '@sdp/shared/wire-staff';
import { BALANCE_LABEL, STATUS_LABEL } from './order-labels.ts';

const usd = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "Oct 4" (or "Mon, Oct 4") for a yyyy-MM-dd day (a calendar day: no time zone). */
const shortDay = (isoDate: string, weekday = false) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', ...(weekday ? { weekday: 'short' } : {}) });

/** "9:15 AM" from a San Diego "HH:MM" (the arrival window "On my way" gave, ADR 133). */
const clock = (hhmm: string) => {
  const [h, m] = [Number(hhmm.slice(0, 2)), hhmm.slice(3, 5)];
  return /^\d\d:\d\d$/.test(hhmm) ? `${((h + 11) % 12) + 1}:${m} ${h < 12 ? 'AM' : 'PM'}` : hhmm;
};

/** What a cancellation did with the deposit: the amount when one is recorded (ADR 070), else the older yes/no. */
const cancelled = (d: Record<string, unknown>) =>
  `Cancelled the order${typeof d.refund === 'string'
    ? d.refund !== '0.00' ? `, ${usd(d.refund)} of the deposit refunded` : d.decidedBy === 'staff' ? ', deposit kept' : d.decidedBy ? ', no refund' : ', nothing to refund'
    : d.refundDeposit ? ', deposit refunded' : ', deposit kept'}`;

/** What a week change did to the total (ADR 178: a neighbour week's saving added or taken off), or nothing when it kept it. */
const repriced = (d: Record<string, unknown>) =>
  typeof d.totalFromCents === 'number' && typeof d.totalToCents === 'number'
    ? `; total ${formatUsd(d.totalFromCents, { alwaysCents: true })} → ${formatUsd(d.totalToCents, { alwaysCents: true })}`
    : '';

/**
 * Every action staff record in an order's timeline, in words (docs/design.md §16): `timeline-labels.test.ts` finds each action the API,
 * server and workers can record and fails when one has no entry here.
 */
export const STAFF_ACTION: Record<string, (d: Record<string, unknown>) => string> = {
  deliver: (d) => (d.early ? `Marked delivered before its week: ${text(d.reason)}` : 'Marked delivered'),
  charge_balance: (d) => (d.replay ? 'Charged the balance again' : 'Charged the balance'),
  refund: (d) => `Refunded ${usd(text(d.amount))}${text(d.reason) ? `: ${text(d.reason)}` : ''}`,
  cancel: (d) => `${cancelled(d)}${text(d.reason) ? `: ${text(d.reason)}` : ''}`,
  called: () => 'Called the customer before delivery',
  assign_crew: (d) => `Scheduled with crew ${String(d.crew ?? '')}${text(d.day) ? ` on ${shortDay(text(d.day), true)}` : ''}`,
  unassign_crew: () => 'Taken off the crew schedule',
  revoke_links: () => 'Revoked the e-mailed links',
  // "On my way" from the run sheet (docs/design.md §20, ADR 133).
  after_photo: () => 'Added an after photo of the porch',
  photo_to_gallery: () => 'Made a gallery pair of an after photo (hidden until it has a before photo)',
  // Disputes (docs/design.md §27): the bank's steps (by "the card holder's bank, through Stripe") and staff's answer.
  dispute_opened: (d) => `Payment disputed by the card holder's bank: ${usd(((Number(d.amountCents) || 0) / 100).toFixed(2))}${text(d.reason) ? ` (${text(d.reason).replaceAll('_', ' ')})` : ''}`,
  dispute_submitted: () => 'Submitted the dispute evidence to Stripe',
  dispute_won: (d) => `Dispute won: ${usd(((Number(d.amountCents) || 0) / 100).toFixed(2))} returned`,
  dispute_lost: (d) => `Dispute lost: ${usd(((Number(d.amountCents) || 0) / 100).toFixed(2))} taken back by the bank`,
  on_my_way: (d) => `Told the customer "On my way" by ${d.channel === 'text' ? 'text' : 'e-mail'}, arriving ${clock(text(d.from))} – ${clock(text(d.to))}${text(d.reason) ? ` (${text(d.reason)})` : ''}`,
  // The season's end (docs/design.md §26): a crew day moved (and put back), a porch cleared.
  move_day: (d) => `Moved the crew day from ${shortDay(text(d.from))} to ${shortDay(text(d.to))}${text(d.reason) ? `: ${text(d.reason)}` : ''}`,
  undo_move_day: (d) => `Undid the day's move: back to ${shortDay(text(d.to))}`,
  picked_up: (d) => `Picked up the pumpkins and decor${d.poundsDonated != null ? ` (${text(d.poundsDonated)} lb to farms)` : ''}`,
};

/** What the customer changed on their own order page (ADR 046); the entry's `by` reads "the customer". */
export const CUSTOMER_ACTION: Record<string, (d: Record<string, unknown>) => string> = {
  reschedule: (d) => `Moved delivery from ${shortDay(text(d.from))} to ${shortDay(text(d.to))}${repriced(d)}`,
  edit_details: (d) => `Changed ${Array.isArray(d.fields) ? d.fields.join(' and ') : 'details'}`,
  cancel: (d) => cancelled(d),
  refund: (d) => `Refunded ${usd(text(d.amount))} on cancelling`,
  replace_card: () => 'Saved a new card for the balance',
  revoke_links: () => 'Asked for a new order link (the links sent before stopped working)',
  // A reply C to a text (docs/design.md §19).
  confirm_delivery: () => 'Confirmed the delivery by text',
  // The season's end and money that comes back (docs/design.md §26, §27).
  pickup_day: (d) => `Moved the pick-up from ${shortDay(text(d.from))} to ${shortDay(text(d.to))}`,
  tip: (d) => `Tipped the crew ${usd(text(d.amount))}`,
};

/** Every e-mail kind (server/src/queues.ts EMAIL_KINDS) by what it was; the test fails when a kind has no entry. */
export const EMAIL: Record<string, string> = {
  order_recap: 'Order recap',
  deposit_notification: 'Deposit notice to staff',
  balance_link: 'Balance pay link',
  balance_receipt: 'Balance receipt',
  refund_receipt: 'Refund receipt',
  quote_confirmation: 'Quote confirmation',
  quote_notification: 'Quote notice to staff',
  quote_deposit_link: 'Deposit link for the quote',
  booking_open: 'Booking-open notice',
  // The scheduled messages (docs/design.md §12, ADR 050).
  delivery_reminder: 'Delivery reminder',
  balance_follow_up: 'Balance reminder',
  removal_reminder: 'Removal-day reminder',
  review_request: 'Review request',
  staff_call_list: 'Staff call list',
  my_order_link: 'Order page link (customer asked)',
  order_rescheduled: 'New delivery week confirmation',
  order_cancelled: 'Cancellation confirmation',
  phone_changed: 'Phone number changed notice',
  duplicate_balance_refunded: 'Notice to staff: a payment was refunded automatically',
  // The waitlist's e-mails (ADR 083).
  waitlist_welcome: 'Waitlist welcome',
  waitlist_rejoin: 'Waitlist re-join link',
  renewal_offer: 'Renewal offer for next season',
  waitlist_spots_opened: 'Waitlist told spots opened',
  // Weather care (ADR 130).
  weather_care: 'Weather care tip (heat or wind ahead)',
  on_my_way: '"On my way" notice',
  // Disputes (docs/design.md §27): to staff.
  dispute_opened: 'Notice to staff: payment disputed',
  dispute_reminder: 'Reminder to staff: dispute evidence due in 3 days',
  day_moved: 'Crew day moved: the new day',
  day_move_undone: 'Crew day move undone: the original day stands',
  pickup_thank_you: '"Picked up, thank you"',
  gift_card: 'Gift card',
};

const EMAIL_OUTCOME: Record<string, string> = { sent: 'e-mailed', sending: 'being e-mailed', failed: 'not sent (the mail server refused it)' };

/** A code nobody gave words yet, readable rather than raw ("assign_crew" -> "Assign crew"). */
const spelled = (code: string) => (code ? `${code[0]!.toUpperCase()}${code.slice(1).replace(/_/g, ' ')}` : 'Changed the order');

/** One timeline row in words: status and balance changes by their labels, e-mails by what they were, actions with amounts. */
export function describeTimelineEntry(entry: TimelineEntry): string {
  const d = entry.detail;
  switch (entry.kind) {
    case 'created':
      return 'Order placed';
    case 'status':
      return `Status: ${STATUS_LABEL[text(d.to) as OrderStatus] ?? spelled(text(d.to))}`;
    case 'balance':
      return `${BALANCE_LABEL[text(d.to) as BalanceStatus] ?? spelled(text(d.to))}${typeof d.attempt === 'number' && d.attempt > 0 ? ` (attempt ${d.attempt})` : ''}`;
    case 'email':
      return `${EMAIL[text(d.email)] ?? `"${text(d.subject)}"`} ${EMAIL_OUTCOME[text(d.status)] ?? text(d.status)}`;
    case 'staff_action':
      return STAFF_ACTION[text(d.action)]?.(d) ?? spelled(text(d.action));
    case 'customer_action':
      return CUSTOMER_ACTION[text(d.action)]?.(d) ?? spelled(text(d.action));
  }
}
