/** Outbox event types (design §6). Payloads carry ids, not personal data. */
export const OUTBOX_EVENT_TYPES = [
  'order.created',
  'order.deposit_paid',
  'order.status_changed',
  'quote.created',
  'quote.status_changed',
  'email.resend_requested',
] as const;
export type OutboxEventType = (typeof OUTBOX_EVENT_TYPES)[number];

export interface OutboxPayloads {
  'order.created': { orderId: string };
  'order.deposit_paid': { orderId: string };
  'order.status_changed': { orderId: string; from: string; to: string };
  'quote.created': { quoteId: string };
  'quote.status_changed': { quoteId: string; from: string; to: string };
  'email.resend_requested': { type: 'order' | 'quote'; id: string; requestedBy?: string };
}

/** Redis pub/sub channel the API publishes to after commit so the relay wakes at once. */
export const OUTBOX_NUDGE_CHANNEL = 'outbox:nudge';
