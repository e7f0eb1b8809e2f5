import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { centsOfDecimal, toDecimal } from '@sdp/shared';
import { BalancePaymentForm } from '../../../components/balance-payment-form.tsx';
import { usd } from '../../../lib/order-labels.ts';
import { createMyOrderBalanceIntent } from '../api/balance-intent.ts';
import { myOrderQueryOptions } from '../api/get-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';
import { createTip, type TipChoice } from '../api/tip.ts';
import { OrderCard } from './order-card.tsx';
import { tipAmountOf, TipChooser } from './tip-chooser.tsx';

const choiceKey = (c: TipChoice) => (c.kind === 'none' ? 'none' : c.kind === 'percent' ? `p${c.percent}` : `a${c.amount}`);

/**
 * The balance, paid here on-session when the order allows it (after delivery, or when the saved card needs the customer). After delivery
 * it offers a tip for the crew, charged with the balance in one payment (docs/design.md §27): a new choice makes a new intent.
 */
export function BalanceCard({ token, order }: { token: string; order: MyOrder }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<TipChoice>({ kind: 'none' });
  const pay = order.actions.payBalance;
  if (!pay.allowed) return null;
  const withTip = order.tips.offered && order.tips.withBalance;
  const tip = withTip ? tipAmountOf(order.tips, choice) : '0.00';
  const amount = toDecimal(centsOfDecimal(order.balanceDue) + centsOfDecimal(tip));
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
      {withTip && <TipChooser tips={order.tips} value={choice} onChange={setChoice} />}
      {withTip && choice.kind !== 'none' && (
        <p className="mt-3 text-sm text-charcoal">
          Balance {usd(order.balanceDue)} + tip {usd(tip)} = <strong>{usd(amount)}</strong>, in one payment.
        </p>
      )}
      <BalancePaymentForm
        key={choiceKey(choice)}
        amount={amount}
        createIntent={() => (choice.kind === 'none' ? createMyOrderBalanceIntent(token) : createTip(token, choice, 'new'))}
        onPaid={() => void queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(token).queryKey })}
      />
    </OrderCard>
  );
}
