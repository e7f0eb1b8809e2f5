import type { JobsOptions } from 'bullmq';
import { SCHEDULED_ORDER_MESSAGES, ZAPIER_EVENTS, type ZapierEvent } from '@sdp/shared';

/**
 * BullMQ queue names (docs/design.md §6). The workers process consumes them; staff endpoints list failed jobs and retry them.
 * `scheduled` holds the jobs of the job schedulers (once per cluster: workers/src/schedules.ts, ADR 016); `payments` charges
 * balances off-session (ADR 026); `texts` sends each text through Twilio once (docs/design.md §19).
 */
export const QUEUE_NAMES = ['email', 'crm', 'zapier', 'scheduled', 'payments', 'texts'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** BullMQ key prefix for a deployment/test run: every queue key lives under `${REDIS_PREFIX}:bull`. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}:bull`;

/** The row a job is about. Jobs carry ids only: the worker reads names and addresses from Postgres when it runs. */
export interface JobSubject {
  type: 'quote' | 'order' | 'waitlist';
  id: string;
}

export const EMAIL_KINDS = [
  'order_recap', 'quote_confirmation', 'quote_notification', 'balance_link', 'balance_receipt', 'refund_receipt', 'quote_deposit_link',
  'booking_open', 'deposit_notification', 'my_order_link', 'order_rescheduled', 'order_cancelled', 'duplicate_balance_refunded',
  // The scheduled messages of docs/design.md §12 (ADR 050): the four about an order (their names in shared, which the outbox
  // event carries), and the staff call list.
  ...SCHEDULED_ORDER_MESSAGES, 'staff_call_list',
  // The waitlist's own e-mails (ADR 083): "you're on the list" once, and the link that confirms a re-join.
  'waitlist_welcome', 'waitlist_rejoin',
  // Renewals (docs/design.md §18, ADR 111): the household's offer, and the waitlist told that held spots opened.
  'renewal_offer', 'waitlist_spots_opened',
  // Weather care (docs/design.md §19, ADR 130): the care tip before heat or strong wind, when it cannot go as a text.
  'weather_care',
  // "On my way" from the run sheet (docs/design.md §20, ADR 133) when it cannot go as a text, or the text failed.
  'on_my_way',
  // The phone on an order was changed on /my-order: "if this wasn't you, call us" (docs/design.md §22, ADR 161).
  'phone_changed',
  // Move a day (docs/design.md §26, ADR 285): the new day and window with a link to choose another week; the undo's apology.
  'day_moved', 'day_move_undone',
  // "Picked up, thank you" after the crew cleared the porch (docs/design.md §26), when it cannot go as a text.
  'pickup_thank_you',
  // Disputes (docs/design.md §27): staff told at once, and reminded 3 days before the evidence deadline.
  'dispute_opened', 'dispute_reminder',
  // A gift card, e-mailed to its recipient (or buyer) on the chosen day with its code and printable card (docs/design.md §27).
  'gift_card',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export { ZAPIER_EVENTS, type ZapierEvent };

interface JobBase {
  /** The outbox event that caused the job; part of every idempotency key. */
  eventId: string;
  subject: JobSubject;
  /** Date.now() when the relay added the job, for queue latency figures. */
  enqueuedAt: number;
}
/** The staff call list's e-mail is about a San Diego day (yyyy-MM-dd), not a row (ADR 050). */
export interface CallListSubject { type: 'call_list'; id: string }
/** The renewal offer's e-mail is about the offer (ADR 111). */
export interface RenewalSubject { type: 'renewal'; id: string }
/** The weather care tip is about one weather_care row (an order, a kind of weather, a day). */
export interface WeatherCareSubject { type: 'weather_care'; id: string }
/** A gift card's e-mail is about the card (docs/design.md §27). */
export interface GiftCardSubject { type: 'gift_card'; id: string }
export interface EmailJobData extends Omit<JobBase, 'subject'> { kind: EmailKind; subject: JobSubject | CallListSubject | RenewalSubject | WeatherCareSubject | GiftCardSubject; refundId?: string; disputeId?: string }
export type CrmJobData = JobBase;
export interface ZapierJobData extends JobBase { eventType: ZapierEvent; subscriptionId: string }
/** A scheduled job carries nothing: its name (the scheduler id) says which task runs, and the task reads what it needs. */
export type ScheduledJobData = Record<string, never>;
/** Charge an order's balance off-session: one attempt, one Stripe idempotency key (ADR 026). */
export interface BalanceChargeJobData extends JobBase { attempt: number }
/** Refund a stray PaymentIntent, one the order cannot keep (ADR 067, ADR 154); the intent names the refund's key. */
export interface StrayRefundJobData extends JobBase { paymentIntentId: string }
/** Refund a deposit that landed after its week filled (ADR 159): the order names it; the refund path keys it. */
export type WeekFilledRefundJobData = JobBase;
export type PaymentsJobData = BalanceChargeJobData | StrayRefundJobData | WeekFilledRefundJobData;
/** Send one text (text_messages): the row says to whom and what; its state makes a retry or a second job harmless. */
export interface TextJobData { eventId: string; subject: { type: 'text'; id: string }; enqueuedAt: number }
export interface JobDataByQueue { email: EmailJobData; crm: CrmJobData; zapier: ZapierJobData; scheduled: ScheduledJobData; payments: PaymentsJobData; texts: TextJobData }

/**
 * Deterministic job id `${eventId}:${queue}:${name}` so that dispatching an event twice adds nothing.
 * NOTE: BullMQ 6 only accepts a ':' in a custom id when the id has exactly three ':'-separated parts, hence always three.
 */
export const jobIdFor = (eventId: string, queue: QueueName, name: string) => `${eventId}:${queue}:${name}`;

// NOTE: completed jobs are kept for a day (at most 1000) so a re-dispatch within that window is still a no-op by id;
// after that the e-mail log and the upsert semantics keep a re-run harmless. Failed jobs are never removed: staff retry them.
const kept = { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: false } as const;

/** Retry policy per queue: exponential backoff; Zapier gets at least 8 attempts (docs/design.md §6). */
export const JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  email: { ...kept, attempts: 12, backoff: { type: 'exponential', delay: 2_000 } },
  crm: { ...kept, attempts: 8, backoff: { type: 'exponential', delay: 5_000 } },
  zapier: { ...kept, attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  // NOTE: one attempt: the scheduler's next run is the retry. Kept a week, bounded, so a failing sweep shows on the board.
  // NOTE: a retry reuses the attempt's idempotency key, so Stripe answers the first outcome again instead of charging twice.
  payments: { ...kept, attempts: 6, backoff: { type: 'exponential', delay: 2_000 } },
  // NOTE: a retry first asks Twilio whether the attempt before got through (findSent), so it never texts twice.
  texts: { ...kept, attempts: 8, backoff: { type: 'exponential', delay: 2_000 } },
  scheduled: { removeOnComplete: { count: 100 }, removeOnFail: { age: 7 * 24 * 3600, count: 100 }, attempts: 1 },
};
