import { orderMayGetRecap } from '@sdp/shared/constants/business';
import type { AdminOrder } from '@sdp/shared/wire';

/** What a staff member needs to know about one piece of background work, as a short label, a tone and the detail behind it. */
export interface SyncState {
  label: string;
  tone: 'good' | 'bad' | 'waiting' | 'neutral';
  detail?: string | undefined;
}

/** An order's status in words, with its tone (the dashboards and the order page say it the same way). */
export const ORDER_STATUS: Record<AdminOrder['status'], SyncState> = {
  pending: { label: 'Awaiting deposit', tone: 'waiting' },
  deposit_paid: { label: 'Deposit paid', tone: 'good' },
  delivered: { label: 'Delivered', tone: 'good' },
  completed: { label: 'Completed', tone: 'good' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  payment_failed: { label: 'Payment failed', tone: 'bad' },
};

/** The order's payment state; the card provider's own status rides along as the detail. */
export function paymentState(order: Pick<AdminOrder, 'status' | 'paymentStatus'>): SyncState {
  const state = ORDER_STATUS[order.status] ?? { label: order.status, tone: 'neutral' };
  return { ...state, detail: order.paymentStatus ? `Payment: ${order.paymentStatus}` : undefined };
}

/** The order recap e-mail: it goes out when the deposit is paid, so an unpaid order has nothing to send yet. */
export function recapEmailState(order: Pick<AdminOrder, 'status' | 'emailRecapSent' | 'emailError'>): SyncState {
  if (order.emailRecapSent) return { label: 'Recap sent', tone: 'good' };
  if (order.emailError) return { label: 'Email failed', tone: 'bad', detail: order.emailError };
  if (order.status === 'pending' || order.status === 'payment_failed') return { label: 'No recap yet', tone: 'neutral' };
  // NOTE: a cancelled or refunded order gets no recap (BOOKED_STATUSES): nothing is queued, whatever the flags say.
  if (!orderMayGetRecap(order.status)) return { label: 'No recap', tone: 'neutral' };
  return { label: 'Recap queued', tone: 'waiting' };
}

/** The quote confirmation e-mail to the customer. */
export function confirmationEmailState(quote: { emailConfirmationSent: boolean }): SyncState {
  return quote.emailConfirmationSent ? { label: 'Email sent', tone: 'good' } : { label: 'Email not sent', tone: 'waiting' };
}

/**
 * The CRM contact: synced (with the provider), failed (with the error), or not there yet; null (no badge) while no CRM is set up, or
 * before the API has said whether one is: "CRM not synced" on every row would report a failure that is not one.
 */
export function crmState(item: { crmContactId: string | null; crmProvider: string | null; crmError: string | null }, crmConfigured: boolean | null = true): SyncState | null {
  if (item.crmContactId)
    return {
      label: item.crmProvider ? `CRM synced · ${item.crmProvider}` : 'CRM synced',
      tone: 'good',
      detail: `Contact ${item.crmContactId}`,
    };
  if (item.crmError) return { label: 'CRM error', tone: 'bad', detail: item.crmError };
  if (crmConfigured !== true) return null;
  return { label: 'CRM not synced', tone: 'neutral' };
}

/** The latest Zapier delivery for the item's events (webhook_deliveries.status), or none when no hook was subscribed. */
export function zapierState(lastDeliveryStatus: string | null): SyncState {
  switch (lastDeliveryStatus) {
    case null:
      return { label: 'No Zapier delivery', tone: 'neutral' };
    case 'delivered':
      return { label: 'Zapier delivered', tone: 'good' };
    case 'gone':
      return { label: 'Zapier hook gone', tone: 'bad', detail: 'The target answered 410; the subscription was switched off.' };
    default:
      return { label: 'Zapier failed', tone: 'bad', detail: `Last attempt: ${lastDeliveryStatus}` };
  }
}

/**
 * The Zapier badge of an order or a quote: null (no badge) while no hook is connected, or before the API has said whether one is
 * (issue 36): "No Zapier delivery" on every order of a business that does not use Zapier reports nothing.
 */
export const zapierBadge = (lastDeliveryStatus: string | null, hookConnected: boolean | null): SyncState | null =>
  hookConnected === true ? zapierState(lastDeliveryStatus) : null;
