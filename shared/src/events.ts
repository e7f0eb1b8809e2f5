/** Outbox event types (docs/design.md §6). Payloads carry ids, not personal data. */
export const OUTBOX_EVENT_TYPES = [
  'order.created',
  'order.deposit_paid',
  'order.status_changed',
  'quote.created',
  'quote.status_changed',
  'email.resend_requested',
  // Money after the deposit (docs/design.md §11, ADR 026).
  'order.delivered',
  'order.completed',
  'order.cancelled',
  'order.balance_charge_requested',
  'order.balance_unpaid',
  'order.refund_issued',
  // One open balance payment per order (docs/design.md §16, ADR 067).
  'order.payment_stray',
  'order.payment_stray_refunded',
  'quote.offer_sent',
  // The waitlist (docs/design.md §13).
  'waitlist.joined',
  'waitlist.booking_opened',
  // An address that unsubscribed signed up again: e-mail it a link to confirm (ADR 083).
  'waitlist.rejoin_requested',
  // The customer's own order page (docs/design.md §12, ADR 046).
  'order.rescheduled',
  'order.details_changed',
  'order.cancelled_by_customer',
  'order.my_order_link_requested',
  // "E-mail me my link" was asked (issue 35, item 15): the workers match it off the request path.
  'my_order.link_asked',
  // Staff cancelled an order (docs/design.md §16): the customer is told what was cancelled and refunded.
  'order.cancelled_by_staff',
  // Scheduled messages around the delivery (docs/design.md §12, ADR 050).
  'order.message_due',
  'staff.call_list_due',
  'renewal.offered',
  'renewal.accepted',
  'waitlist.spots_opened',
  // Reviews (docs/design.md §21, ADR 124): a customer left a private note; staff published or took down its words.
  'order.review_note_left',
  'order.testimonial_changed',
  // Texts (docs/design.md §19): one to send, and one that will not arrive (its e-mail takes over).
  'text.queued',
  'text.failed',
  // Weather care (docs/design.md §19, ADR 130): heat or strong wind ahead of a decorated home, once per order, kind and day.
  'weather.care_due',
  // "On my way" from the run sheet by e-mail (docs/design.md §20, ADR 133): no text could go at once.
  'order.on_my_way',
  // A deposit landed for a week that filled while it was paid (docs/design.md §22, ADR 159): refunded at once, open weeks offered.
  'order.week_filled_paid',
  // Move a day (docs/design.md §26, ADR 285-287): one per order moved, and one per order put back by an undo.
  'crew_day.moved',
  'crew_day.move_undone',
  // The crew picked up the pumpkins and decor (docs/design.md §26): "picked up, thank you", by text where it may go, else e-mail.
  'order.picked_up',
  // A tip for the crew was paid (docs/design.md §27): the payroll report reads the ledger; nothing is sent yet.
  'order.tip_paid',
  // Disputes (docs/design.md §27): a bank disputed a charge (staff e-mailed at once), its deadline is 3 days away, it was decided.
  'order.dispute_opened',
  'order.dispute_reminder_due',
  'order.dispute_closed',
  // Gift cards (docs/design.md §27): a card paid for and issued; its e-mail due (now, or on the day the buyer chose).
  'gift_card.issued',
  'gift_card.send',
] as const;
export type OutboxEventType = (typeof OUTBOX_EVENT_TYPES)[number];

export interface OutboxPayloads {
  'order.created': { orderId: string };
  'order.deposit_paid': { orderId: string };
  'order.status_changed': { orderId: string; from: string; to: string };
  'quote.created': { quoteId: string };
  'quote.status_changed': { quoteId: string; from: string; to: string };
  'email.resend_requested': { type: 'order' | 'quote'; id: string; requestedBy?: string };
  'order.delivered': { orderId: string };
  'order.completed': { orderId: string };
  'order.cancelled': { orderId: string };
  /** Charge the balance off-session; `attempt` is part of the Stripe idempotency key (ADR 026). */
  'order.balance_charge_requested': { orderId: string; attempt: number };
  /** The off-session charge ended action_required or failed: e-mail the customer the pay link. */
  'order.balance_unpaid': { orderId: string; attempt: number };
  'order.refund_issued': { orderId: string; refundId: string };
  'gift_card.issued': { giftCardId: string };
  'gift_card.send': { giftCardId: string };
  /**
   * A payment succeeded that the order cannot keep (a second balance or deposit, one on a closed order, one of the wrong amount): refund
   * it (its id is the refund's idempotency key, ADR 067, ADR 154).
   */
  'order.payment_stray': { orderId: string; paymentIntentId: string };
  /** The stray payment was refunded: tell staff (STAFF_NOTIFY_EMAIL). */
  'order.payment_stray_refunded': { orderId: string; refundId: string };
  /** Staff turned the quote into an order: e-mail the customer the deposit link (ADR 035). */
  'quote.offer_sent': { quoteId: string; offer: number };
  'waitlist.joined': { entryId: string };
  /** Staff opened booking for `year`: tell this person once (waitlist_notices, docs/design.md §13). */
  'waitlist.booking_opened': { entryId: string; year: number };
  /** An unsubscribed address signed up again: e-mail it the confirmation link signed at `version` (ADR 083). */
  'waitlist.rejoin_requested': { entryId: string; version: number };
  /** The customer moved the delivery week on their order page: e-mail the confirmation (order_rescheduled). */
  // NOTE: the two totals only when the week change changed the price (a neighbour week's saving, issue 36 item 4, ADR 178).
  'order.rescheduled': { orderId: string; from: string; to: string; totalFromCents?: number; totalToCents?: number };
  /** The customer changed their phone or special instructions on their order page. */
  'order.details_changed': { orderId: string; fields: string[] };
  /** The customer cancelled on their order page: e-mail the confirmation (order_cancelled) with what is refunded. */
  'order.cancelled_by_customer': { orderId: string; refundCents: number };
  /** Staff cancelled the order: the same confirmation e-mail (order_cancelled), with what the cancellation refunds. */
  'order.cancelled_by_staff': { orderId: string; refundCents: number };
  /** "E-mail me my link" matched an order: send its my-order link (my_order_link), once per event. */
  'order.my_order_link_requested': { orderId: string };
  /** "E-mail me my link" was asked: a my_order_link_requests row for the workers to match (ADR 165); ids only. */
  'my_order.link_asked': { requestId: string };
  /** A scheduled message came due for this order; scheduled_messages holds the claim, so it is recorded once (ADR 050). */
  'order.message_due': { orderId: string; kind: ScheduledOrderMessage; occasion: string };
  /** The staff call list of this San Diego day (yyyy-MM-dd) came due and has someone to call. */
  'staff.call_list_due': { date: string };
  /** A renewal offer was made (or staff sent it again): e-mail the household its /renew link (docs/design.md §18, ADR 111). */
  'renewal.offered': { offerId: string };
  /** The deposit of a renewal's order landed: Zapier's "Renewal accepted" and the CRM's seasons booked. */
  'renewal.accepted': { offerId: string; orderId: string };
  /** Held spots of `year` lapsed: tell this waitlisted person that spots opened, once per day of lapse. */
  'waitlist.spots_opened': { entryId: string; year: number };
  'order.review_note_left': { orderId: string; sharePermission: boolean };
  'order.testimonial_changed': { orderId: string; published: boolean };
  /** A text was queued (text_messages, once per key): the texts worker sends it, at most once. */
  'text.queued': { textId: string; orderId: string | null };
  /** A bank disputed a charge of this order (Stripe's dispute id): e-mail staff the amount, reason and deadline (dispute_opened). */
  'order.dispute_opened': { orderId: string; disputeId: string };
  /** An unanswered dispute's evidence is due within 3 days: remind staff, once per dispute (dispute_reminder). */
  'order.dispute_reminder_due': { orderId: string; disputeId: string };
  /** The bank decided the dispute: won or lost (recorded in the ledger and the timeline). */
  'order.dispute_closed': { orderId: string; disputeId: string; outcome: 'won' | 'lost' };
  /** The text failed, was undelivered or could not be sent: the e-mail of its kind goes instead, when it has one. */
  'text.failed': { textId: string; orderId: string | null; kind: string; occasion?: string; careId?: string };
  /** Heat or strong wind ahead (weather_care row `careId`): the household's care tip, by text with consent, else by e-mail. */
  'weather.care_due': { careId: string; orderId: string; kind: 'heat' | 'wind'; date: string };
  /** "On my way" to an order's customer by e-mail (on_my_way_notices holds the window): the e-mail worker sends it once. */
  'order.on_my_way': { orderId: string; noticeId: string };
  'order.picked_up': { orderId: string };
  'order.week_filled_paid': { orderId: string };
  /** An order moved with its crew day (crew_day_move_stops row `moveId`, `orderId`): its customer told the new day once. */
  'crew_day.moved': { moveId: string; orderId: string };
  /** The move undone: its customer told once that the original day stands. */
  'crew_day.move_undone': { moveId: string; orderId: string };
  'order.tip_paid': { orderId: string; paymentIntentId: string };
}

/** The scheduled e-mails to a customer about one order (docs/design.md §12); the staff call list is the fifth scheduled message. */
export const SCHEDULED_ORDER_MESSAGES = ['delivery_reminder', 'balance_follow_up', 'removal_reminder', 'review_request'] as const;
export type ScheduledOrderMessage = (typeof SCHEDULED_ORDER_MESSAGES)[number];

/** Redis pub/sub channel the API publishes to after commit so the relay wakes at once. */
export const OUTBOX_NUDGE_CHANNEL = 'outbox:nudge';
