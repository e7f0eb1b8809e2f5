import type { OrderStatus } from '@sdp/shared/constants/business';
import { toCents } from '@sdp/shared/money';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { usd } from '../../../lib/order-labels.ts';

/** The page's headline and one sentence under it, for where the order stands (the customer's words, never a status code). */
export function statusWords(order: { status: OrderStatus; deliveryDate: string; amountRefunded: string; balanceDue: string }): { title: string; lede: string } {
  const week = formatCalendarDate(order.deliveryDate, { month: 'long', day: 'numeric' });
  const refunded = toCents(order.amountRefunded) > 0 ? ` ${usd(order.amountRefunded)} is on its way back to your card.` : '';
  switch (order.status) {
    case 'pending':
      return { title: 'Awaiting your deposit', lede: 'Your delivery week is held for a short while until the deposit is paid.' };
    case 'payment_failed':
      return { title: 'Your payment did not go through', lede: 'No deposit was taken. Please book again or call us, and we will help.' };
    case 'deposit_paid':
      return { title: 'Your porch is reserved', lede: `Your deposit is paid and the week of ${week} is held for you.` };
    case 'delivered':
      return {
        title: 'Your porch is styled',
        lede: toCents(order.balanceDue) > 0 ? `We hope you love it. The balance of ${usd(order.balanceDue)} is now due.` : 'We hope you love it.',
      };
    case 'completed':
      return { title: 'All settled. Thank you', lede: 'Your balance is paid. Enjoy your autumn porch.' };
    case 'cancelled':
      return { title: 'Your order is cancelled', lede: `Your delivery week has been released.${refunded}` };
    case 'refunded':
      return { title: 'Your order is refunded', lede: `Your delivery week has been released.${refunded}` };
  }
}
