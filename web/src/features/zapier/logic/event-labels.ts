import { ZAPIER_EVENTS, type ZapierEvent } from '@sdp/shared/constants/business';

/** The Zapier events as staff read them. */
export const EVENT_LABELS: Record<ZapierEvent, string> = {
  'quote.created': 'New custom quote',
  'order.deposit_paid': 'Deposit paid on an order',
  'order.delivered': 'Order delivered',
  'order.completed': 'Order completed (balance paid)',
  'order.cancelled': 'Paid order cancelled',
  'waitlist.joined': 'Someone joined the waitlist',
  'renewal.accepted': 'A household renewed for next season',
};

export const EVENT_OPTIONS = ZAPIER_EVENTS.map((value) => ({ value, label: EVENT_LABELS[value] }));
