import { useQueryClient } from '@tanstack/react-query';
import { BalancePaymentForm } from '../../../components/balance-payment-form.tsx';
import { usd } from '../../../lib/order-labels.ts';
import { createMyOrderBalanceIntent } from '../api/balance-intent.ts';
import { myOrderQueryOptions } from '../api/get-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';
import { OrderCard } from './order-card.tsx';

/** The balance, paid here on-session when the order allows it (after delivery, or when the saved card needs the customer). */
export function BalanceCard({ token, order }: { token: string; order: MyOrder }) {
  const queryClient = useQueryClient();
  const pay = order.actions.payBalance;
  if (!pay.allowed) return null;
  return (
    <OrderCard name="balance" title="Pay your balance">
      <p className="mt-1 text-sm text-smoke">
        {usd(order.balanceDue)} is due.{' '}
        {order.balanceStatus === 'action_required'
          ? 'Your bank asks you to confirm the charge to your saved card.'
          : order.balanceStatus === 'failed'
            ? 'Your saved card was declined: please use another card.'
            : 'Pay securely by card.'}
      </p>
      <BalancePaymentForm
        amount={order.balanceDue}
        createIntent={() => createMyOrderBalanceIntent(token)}
        onPaid={() => void queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(token).queryKey })}
      />
    </OrderCard>
  );
}
