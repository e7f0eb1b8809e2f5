import type { BalanceStatus, OrderStatus } from '@sdp/shared/constants/business';
import { formatUsd, toCents } from '@sdp/shared/money';
import type { TimelineEntry } from '@sdp/shared/wire-staff';
import type { PillTone } from '../components/ui/status-pill.tsx';
import { ORDER_STATUS } from './sync-state.ts';

export const usd = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });

export const STATUS_LABEL = Object.fromEntries(Object.entries(ORDER_STATUS).map(([k, v]) => [k, v.label])) as Record<OrderStatus, string>;
export const STATUS_TONE = Object.fromEntries(Object.entries(ORDER_STATUS).map(([k, v]) => [k, v.tone])) as Record<OrderStatus, PillTone>;

export const BALANCE_LABEL: Record<BalanceStatus, string> = {
  none: 'Balance not started',
  scheduled: 'Balance scheduled',
  processing: 'Balance charging',
  paid: 'Balance paid',
  action_required: 'Balance needs the customer',
  failed: 'Balance failed',
};

export const BALANCE_TONE: Record<BalanceStatus, PillTone> = {
  none: 'neutral',
  scheduled: 'waiting',
  processing: 'waiting',
  paid: 'good',
  action_required: 'bad',
  failed: 'bad',
};

/** Balances staff must chase: the card asked for the customer (3-D Secure) or was declined (docs/design.md §11). */
export const needsAttention = (balanceStatus: BalanceStatus) => balanceStatus === 'failed' || balanceStatus === 'action_required';

const ACTION: Record<string, string> = {
  deliver: 'Marked delivered',
  charge_balance: 'Charged the balance',
  refund: 'Refunded',
  cancel: 'Cancelled the order',
  called: 'Called the customer before delivery',
};

const EMAIL: Record<string, string> = {
  order_recap: 'Order recap',
  deposit_notification: 'Deposit notice to staff',
  balance_link: 'Balance pay link',
  balance_receipt: 'Balance receipt',
  refund_receipt: 'Refund receipt',
  // The scheduled messages (docs/design.md §12, ADR 050).
  delivery_reminder: 'Delivery reminder',
  balance_follow_up: 'Balance reminder',
  removal_reminder: 'Removal-day reminder',
  review_request: 'Review request',
  my_order_link: 'Order page link (customer asked)',
  order_rescheduled: 'New delivery week confirmation',
  order_cancelled: 'Cancellation confirmation',
};

const EMAIL_OUTCOME: Record<string, string> = { sent: 'e-mailed', sending: 'being e-mailed', failed: 'not sent (the mail server refused it)' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "Oct 4" for a yyyy-MM-dd delivery date (a calendar day: no time zone). */
const shortDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** What the customer changed on their own order page (ADR 046); the entry's `by` reads "the customer". */
function describeCustomerAction(d: Record<string, unknown>): string {
  switch (d.action) {
    case 'reschedule':
      return `Moved delivery from ${shortDay(text(d.from))} to ${shortDay(text(d.to))}`;
    case 'edit_details':
      return `Changed ${Array.isArray(d.fields) ? d.fields.join(' and ') : 'details'}`;
    case 'cancel':
      return `Cancelled the order${text(d.refund) && d.refund !== '0.00' ? `, ${usd(text(d.refund))} of the deposit refunded` : ', nothing to refund'}`;
    case 'refund':
      return `Refunded ${usd(text(d.amount))} on cancelling`;
    case 'replace_card':
      return 'Saved a new card for the balance';
    default:
      return text(d.action);
  }
}

/** One timeline row in words: status and balance changes by their labels, e-mails by what they were, staff actions with amounts. */
export function describeTimelineEntry(entry: TimelineEntry): string {
  const d = entry.detail;
  switch (entry.kind) {
    case 'created':
      return 'Order placed';
    case 'status':
      return `Status: ${STATUS_LABEL[text(d.to) as OrderStatus] ?? text(d.to)}`;
    case 'balance':
      return `${BALANCE_LABEL[text(d.to) as BalanceStatus] ?? text(d.to)}${typeof d.attempt === 'number' && d.attempt > 0 ? ` (attempt ${d.attempt})` : ''}`;
    case 'email':
      return `${EMAIL[text(d.email)] ?? `"${text(d.subject)}"`} ${EMAIL_OUTCOME[text(d.status)] ?? text(d.status)}`;
    case 'staff_action': {
      const action = ACTION[text(d.action)] ?? text(d.action);
      if (d.action === 'refund') return `${action} ${usd(text(d.amount))}${text(d.reason) ? `: ${text(d.reason)}` : ''}`;
      if (d.action === 'cancel') return `${action}${d.refundDeposit ? ', deposit refunded' : ', deposit kept'}`;
      return action;
    }
    case 'customer_action':
      return describeCustomerAction(d);
  }
}
