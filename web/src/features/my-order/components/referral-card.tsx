import { useState } from 'react';
import { toCents } from '@sdp/shared/money';
import { usd } from '../../../lib/order-labels.ts';
import type { MyOrder } from '../api/get-my-order.ts';
import { OrderCard } from './order-card.tsx';

/**
 * The household's own referral code to share (docs/design.md §18): a new household that books with it gets the season's referral
 * discount, and this household the same amount off its next balance (ADR 120). Rewards still waiting for a balance are said here too.
 */
export function ReferralCard({ referral }: { referral: NonNullable<MyOrder['referral']> }) {
  const [copied, setCopied] = useState(false);
  const amount = usd(referral.amount);
  const copy = () => {
    void navigator.clipboard?.writeText(referral.code).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <OrderCard name="referral" title="Share your porch">
      <p className="mt-2 text-sm leading-relaxed text-smoke">
        Give friends your referral code: when a new household books with it, they get {amount} off their porch and you get {amount} off your
        next balance.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p
          data-testid="my-order-referral-code"
          className="rounded-xl border border-dashed border-ember/60 bg-parchment px-4 py-2.5 font-mono text-lg font-semibold tracking-[0.18em] text-ember-deep select-all"
        >
          {referral.code}
        </p>
        <button type="button" onClick={copy} className="min-h-11 rounded-xl px-3 text-sm font-semibold text-ember hover:underline">
          {copied ? 'Copied' : 'Copy code'}
        </button>
      </div>
      {toCents(referral.waitingCredit) > 0 && (
        <p className="mt-3 text-sm text-success">{usd(referral.waitingCredit)} in referral credit is waiting for your next order's balance.</p>
      )}
    </OrderCard>
  );
}
