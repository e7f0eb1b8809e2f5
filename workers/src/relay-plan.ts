import { jobIdFor, type EmailJobData, type EmailKind, type JobDataByQueue, type JobSubject, type QueueName, type ZapierEvent } from '@sdp/server/queues';
import type { OutboxEvent } from '@sdp/server/db/rows';
import { MESSAGES, messageOf } from './messages/registry.ts';

/** The scheduled task that matches "e-mail me my link" requests (ADR 165): its scheduler's id and the job the relay plans. */
export const MATCH_LINK_REQUESTS = 'match-link-requests';

export type OutboxRow = OutboxEvent;
export type PlannedJob = { [Q in QueueName]: { queue: Q; jobId: string; name: string; data: JobDataByQueue[Q] } }[QueueName];
/** A planned job with the trace context of its event's relay span (BullMQ's job telemetry metadata, ADR 260), when tracing is on. */
export type TracedJob = PlannedJob & { telemetry?: { metadata: string } };

/**
 * Which jobs one outbox event becomes (docs/design.md §6). Pure, so the fan-out is testable without Redis. Each job id is
 * `${eventId}:${queue}:${name}`: planning the same event twice yields the same ids, which BullMQ adds only once.
 */
export function planJobs(event: OutboxRow, activeSubscriptions: { id: string; event: ZapierEvent }[], enqueuedAt: number): PlannedJob[] {
  const eventId = event.id;
  const zapier = (eventType: ZapierEvent, subject: JobSubject): PlannedJob[] =>
    activeSubscriptions.filter((s) => s.event === eventType).map((s) => ({
      queue: 'zapier', jobId: jobIdFor(eventId, 'zapier', s.id), name: eventType,
      data: { eventId, eventType, subscriptionId: s.id, subject, enqueuedAt },
    }));

  switch (event.type) {
    case 'quote.created': {
      const subject = { type: 'quote' as const, id: event.payload.quoteId };
      return [
        { queue: 'email', jobId: jobIdFor(eventId, 'email', 'quote_confirmation'), name: 'quote_confirmation', data: { eventId, kind: 'quote_confirmation', subject, enqueuedAt } },
        { queue: 'email', jobId: jobIdFor(eventId, 'email', 'quote_notification'), name: 'quote_notification', data: { eventId, kind: 'quote_notification', subject, enqueuedAt } },
        { queue: 'crm', jobId: jobIdFor(eventId, 'crm', 'contact'), name: 'contact', data: { eventId, subject, enqueuedAt } },
        ...zapier('quote.created', subject),
      ];
    }
    case 'order.deposit_paid': {
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [
        { queue: 'email', jobId: jobIdFor(eventId, 'email', 'order_recap'), name: 'order_recap', data: { eventId, kind: 'order_recap', subject, enqueuedAt } },
        // NOTE: staff hear of every deposit that lands (docs/design.md §11), once per event like the recap.
        { queue: 'email', jobId: jobIdFor(eventId, 'email', 'deposit_notification'), name: 'deposit_notification', data: { eventId, kind: 'deposit_notification', subject, enqueuedAt } },
        { queue: 'crm', jobId: jobIdFor(eventId, 'crm', 'contact'), name: 'contact', data: { eventId, subject, enqueuedAt } },
        ...zapier('order.deposit_paid', subject),
      ];
    }
    case 'order.delivered':
    case 'order.completed':
    case 'order.cancelled': {
      const subject = { type: 'order' as const, id: event.payload.orderId };
      const receipt: PlannedJob[] = event.type === 'order.completed'
        ? [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'balance_receipt'), name: 'balance_receipt', data: { eventId, kind: 'balance_receipt', subject, enqueuedAt } }]
        : [];
      return [...receipt, ...zapier(event.type, subject)];
    }
    case 'order.balance_charge_requested': {
      const { orderId, attempt } = event.payload;
      const subject = { type: 'order' as const, id: orderId };
      return [{ queue: 'payments', jobId: jobIdFor(eventId, 'payments', 'charge_balance'), name: 'charge_balance', data: { eventId, subject, attempt, enqueuedAt } }];
    }
    case 'order.payment_stray': {
      const { orderId, paymentIntentId } = event.payload;
      const subject = { type: 'order' as const, id: orderId };
      return [{ queue: 'payments', jobId: jobIdFor(eventId, 'payments', 'refund_stray_payment'), name: 'refund_stray_payment', data: { eventId, subject, paymentIntentId, enqueuedAt } }];
    }
    case 'order.week_filled_paid': {
      // A deposit for a week that filled meanwhile (ADR 159): refunded at once; the refund's e-mail offers the open weeks.
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [{ queue: 'payments', jobId: jobIdFor(eventId, 'payments', 'refund_week_filled'), name: 'refund_week_filled', data: { eventId, subject, enqueuedAt } }];
    }
    case 'order.payment_stray_refunded': {
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'duplicate_balance_refunded'), name: 'duplicate_balance_refunded', data: { eventId, kind: 'duplicate_balance_refunded', subject, enqueuedAt } }];
    }
    case 'order.dispute_opened':
    case 'order.dispute_reminder_due': {
      // Staff hear of a dispute at once, and once more 3 days before its evidence is due (docs/design.md §27).
      const { orderId, disputeId } = event.payload;
      const kind = event.type === 'order.dispute_opened' ? 'dispute_opened' : 'dispute_reminder';
      const subject = { type: 'order' as const, id: orderId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', kind), name: kind, data: { eventId, kind, subject, disputeId, enqueuedAt } }];
    }
    // Gift cards (docs/design.md §27): the card's e-mail once its day has come (the claim on the card made this event once).
    case 'gift_card.send': {
      const subject = { type: 'gift_card' as const, id: event.payload.giftCardId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'gift_card'), name: 'gift_card', data: { eventId, kind: 'gift_card', subject, enqueuedAt } }];
    }
    case 'quote.offer_sent': {
      const subject = { type: 'quote' as const, id: event.payload.quoteId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'quote_deposit_link'), name: 'quote_deposit_link', data: { eventId, kind: 'quote_deposit_link', subject, enqueuedAt } }];
    }
    case 'order.balance_unpaid': {
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'balance_link'), name: 'balance_link', data: { eventId, kind: 'balance_link', subject, enqueuedAt } }];
    }
    case 'order.refund_issued': {
      const { orderId, refundId } = event.payload;
      const subject = { type: 'order' as const, id: orderId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'refund_receipt'), name: 'refund_receipt', data: { eventId, kind: 'refund_receipt', subject, refundId, enqueuedAt } }];
    }
    // The customer's own order page (docs/design.md §12, ADR 046): the link on request, and the confirmations of their changes.
    case 'order.my_order_link_requested':
    case 'order.rescheduled':
    case 'order.cancelled_by_customer':
    case 'order.cancelled_by_staff': {
      const subject = { type: 'order' as const, id: event.payload.orderId };
      const kind = event.type === 'order.my_order_link_requested' ? 'my_order_link' : event.type === 'order.rescheduled' ? 'order_rescheduled' : 'order_cancelled';
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', kind), name: kind, data: { eventId, kind, subject, enqueuedAt } }];
    }
    case 'my_order.link_asked':
      // Matched off the request path (ADR 165): this job runs the same task as its scheduler, at once; the sweep is the safety net.
      return [{ queue: 'scheduled', jobId: jobIdFor(eventId, 'scheduled', MATCH_LINK_REQUESTS), name: MATCH_LINK_REQUESTS, data: {} }];
    case 'order.details_changed': {
      // NOTE: a new phone number is contact data: the CRM contact is upserted again from the order (instructions are not CRM data),
      // and the order's e-mail is told the phone changed (ADR 161; the phone it replaced is texted in the change's transaction).
      const { orderId, fields } = event.payload;
      if (!fields.includes('customer_phone')) return [];
      const subject = { type: 'order' as const, id: orderId };
      return [
        { queue: 'crm', jobId: jobIdFor(eventId, 'crm', 'contact'), name: 'contact', data: { eventId, subject, enqueuedAt } },
        { queue: 'email', jobId: jobIdFor(eventId, 'email', 'phone_changed'), name: 'phone_changed', data: { eventId, kind: 'phone_changed', subject, enqueuedAt } },
      ];
    }
    case 'waitlist.joined': {
      const subject = { type: 'waitlist' as const, id: event.payload.entryId };
      return [
        // NOTE: "you're on the list", once: the event is recorded only when the address is new (ADR 083).
        { queue: 'email', jobId: jobIdFor(eventId, 'email', 'waitlist_welcome'), name: 'waitlist_welcome', data: { eventId, kind: 'waitlist_welcome', subject, enqueuedAt } },
        { queue: 'crm', jobId: jobIdFor(eventId, 'crm', 'contact'), name: 'contact', data: { eventId, subject, enqueuedAt } },
        ...zapier('waitlist.joined', subject),
      ];
    }
    case 'waitlist.rejoin_requested': {
      const subject = { type: 'waitlist' as const, id: event.payload.entryId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'waitlist_rejoin'), name: 'waitlist_rejoin', data: { eventId, kind: 'waitlist_rejoin', subject, enqueuedAt } }];
    }
    case 'waitlist.booking_opened': {
      const subject = { type: 'waitlist' as const, id: event.payload.entryId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'booking_open'), name: 'booking_open', data: { eventId, kind: 'booking_open', subject, enqueuedAt } }];
    }
    case 'order.message_due': {
      // The claim in scheduled_messages made this event once per order and occasion (ADR 050); the e-mail is its one job.
      const { orderId, kind } = event.payload;
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', kind), name: kind, data: { eventId, kind, subject: { type: 'order', id: orderId }, enqueuedAt } }];
    }
    case 'staff.call_list_due': {
      const { date } = event.payload;
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'staff_call_list'), name: 'staff_call_list', data: { eventId, kind: 'staff_call_list', subject: { type: 'call_list', id: date }, enqueuedAt } }];
    }
    // Renewals (docs/design.md §18, ADR 111): the offer's e-mail; the accepted renewal to Zapier and the CRM (seasons booked).
    case 'renewal.offered': {
      const subject = { type: 'renewal' as const, id: event.payload.offerId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'renewal_offer'), name: 'renewal_offer', data: { eventId, kind: 'renewal_offer', subject, enqueuedAt } }];
    }
    case 'renewal.accepted': {
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [
        { queue: 'crm', jobId: jobIdFor(eventId, 'crm', 'contact'), name: 'contact', data: { eventId, subject, enqueuedAt } },
        ...zapier('renewal.accepted', subject),
      ];
    }
    case 'waitlist.spots_opened': {
      const subject = { type: 'waitlist' as const, id: event.payload.entryId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'waitlist_spots_opened'), name: 'waitlist_spots_opened', data: { eventId, kind: 'waitlist_spots_opened', subject, enqueuedAt } }];
    }
    case 'text.queued': {
      const { textId } = event.payload;
      return [{ queue: 'texts', jobId: jobIdFor(eventId, 'texts', 'send'), name: 'send', data: { eventId, subject: { type: 'text', id: textId }, enqueuedAt } }];
    }
    case 'weather.care_due': {
      // The care tip (ADR 130): its e-mail job, or its text instead where the relay found the household may be texted (routeMessages).
      const subject = { type: 'weather_care' as const, id: event.payload.careId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'weather_care'), name: 'weather_care', data: { eventId, kind: 'weather_care', subject, enqueuedAt } }];
    }
    case 'text.failed': {
      // The text will not arrive: its e-mail goes instead when the registry says so (job name text_fallback: always an e-mail).
      const { orderId, careId, kind } = event.payload;
      const message = messageOf(kind);
      if (message?.text?.fallback !== 'email') return [];
      const id = message.subject === 'weather_care' ? careId : message.subject === 'order' ? orderId : null;
      if (!id) return [];
      const subject = { type: message.subject, id } as EmailJobData['subject'];
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'text_fallback'), name: 'text_fallback', data: { eventId, kind: kind as EmailKind, subject, enqueuedAt } }];
    }
    case 'order.on_my_way': {
      // "On my way" that could not go as a text (ADR 133): its e-mail, once per tap (the notice is once per order per day).
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'on_my_way'), name: 'on_my_way', data: { eventId, kind: 'on_my_way', subject, enqueuedAt } }];
    }
    case 'crew_day.moved':
    case 'crew_day.move_undone': {
      // Move a day (ADR 285-286): each customer told once per event, by text where the relay finds they may be texted (routeMessages).
      const kind = event.type === 'crew_day.moved' ? 'day_moved' : 'day_move_undone';
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', kind), name: kind, data: { eventId, kind, subject, enqueuedAt } }];
    }
    case 'order.picked_up': {
      // "Picked up, thank you" (docs/design.md §26): once per pick-up (the crew's tap records the event once); a text instead where it may go.
      const subject = { type: 'order' as const, id: event.payload.orderId };
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'pickup_thank_you'), name: 'pickup_thank_you', data: { eventId, kind: 'pickup_thank_you', subject, enqueuedAt } }];
    }
    case 'email.resend_requested': {
      const { type, id } = event.payload;
      const kind = type === 'order' ? 'order_recap' : 'quote_confirmation';
      return [{ queue: 'email', jobId: jobIdFor(eventId, 'email', 'resend'), name: 'resend', data: { eventId, kind, subject: { type, id }, enqueuedAt } }];
    }
    default:
      // order.created and the status changes have no side effects yet; they are marked dispatched all the same.
      return [];
  }
}

/**
 * The relay's one choice of channel (docs/design.md §19, §23), pure: `texts` holds the texts the relay recorded for the e-mail jobs
 * just planned (`${eventId}:${kind}` → text id, messages/text-the-household.ts). Where the registry sends a kind's text `instead`
 * of its e-mail, the text's send job replaces the e-mail job; `beside`, it follows it. The text's job is planned here, in the same
 * pass: a message passes the relay once, and an e-mail job never sends a text. The text's job carries the trace context of the
 * e-mail job it comes from (docs/design.md §25): one trace from the request to the text as to the e-mail.
 */
export function routeMessages(jobs: TracedJob[], texts: ReadonlyMap<string, string>): TracedJob[] {
  if (texts.size === 0) return jobs;
  return jobs.flatMap((job): TracedJob[] => {
    if (job.queue !== 'email' || job.name !== job.data.kind) return [job];
    const { eventId, kind, enqueuedAt } = job.data;
    const textId = texts.get(`${eventId}:${kind}`);
    const channel = MESSAGES[kind].text?.channel;
    if (!textId || (channel !== 'instead' && channel !== 'beside')) return [job];
    const text: TracedJob = {
      queue: 'texts', jobId: jobIdFor(eventId, 'texts', kind), name: 'send', data: { eventId, subject: { type: 'text', id: textId }, enqueuedAt },
      ...(job.telemetry ? { telemetry: job.telemetry } : {}),
    };
    return channel === 'instead' ? [text] : [job, text];
  });
}
