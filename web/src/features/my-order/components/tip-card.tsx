import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { centsOfDecimal, toDecimal } from '@sdp/shared';
import { BalancePaymentForm } from '../../../components/balance-payment-form.tsx';
import { usd } from '../../../lib/order-labels.ts';
import { myOrderQueryOptions, type MyOrder } from '../api/get-my-order.ts';
import { createTip, type TipChoice } from '../api/tip.ts';
import { OrderCard } from './order-card.tsx';
import { tipAmountOf, TipChooser } from './tip-chooser.tsx';

/**
 * A tip for the crew on its own (docs/design.md §27), once the balance is paid or being charged: the card saved with consent or a
 * new one. With the balance still to pay here, the balance card offers the tip instead; after a tip, it thanks.
 */
export function TipCard({ token, order }: { token: string; order: MyOrder }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<TipChoice>({ kind: 'none' });
  const { tips } = order;
  const kept = centsOfDecimal(tips.paid) - centsOfDecimal(tips.refunded);
  if (kept > 0) {
    return (
      <OrderCard name="tip" title="A tip for the crew">
        <p className="mt-1 text-sm text-smoke">Thank you for your tip of {usd(toDecimal(kept))}. The crew gets all of it.</p>
      </OrderCard>
    );
  }
  if (!tips.offered || (tips.withBalance && order.actions.payBalance.allowed)) return null;
  const tip = tipAmountOf(tips, choice);
  return (
    <OrderCard name="tip" title="A tip for the crew">
      <TipChooser tips={tips} value={choice} onChange={setChoice} />
      {choice.kind !== 'none' && (
        <BalancePaymentForm
          key={`${choice.kind}:${tip}`}
          amount={tip}
          createIntent={() => createTip(token, choice, tips.savedCard ? 'saved' : 'new')}
          onPaid={() => void queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(token).queryKey })}
        />
      )}
    </OrderCard>
  );
}
