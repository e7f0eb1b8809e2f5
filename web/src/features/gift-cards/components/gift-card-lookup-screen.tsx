import { formatUsd, toCents } from '@sdp/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { useStaffGiftCard, useGiftCardAction, type GiftCardStaffAction } from '../api/staff-gift-card.ts';
import type { GiftCardStaffView } from '@sdp/shared/gift-cards';

const money = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });
const KIND: Record<string, string> = {
  issued: 'Issued', redeemed: 'Paid an order', released: 'Back from an unpaid order', refunded_to_card: 'Refunded onto the card',
  voided: 'Voided', refunded: 'Refunded to the buyer', cash_back: 'Paid out in cash',
};

/** /gift-card-lookup (docs/design.md §27): staff type a code and see the card, its balance and every use; admins void, refund or pay cash back. */
export function GiftCardLookupScreen() {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const card = useStaffGiftCard(code);
  return (
    <div className="space-y-6">
      <form className="flex max-w-xl gap-2" onSubmit={(e) => { e.preventDefault(); setCode(typed.trim() || null); }}>
        <label htmlFor="gift-card-code" className="sr-only">Gift card code</label>
        <Input id="gift-card-code" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="SDP-XXXX-XXXX-XXXX-XXXX" autoComplete="off" className="font-mono uppercase" />
        <Button type="submit" variant="dark">Look up</Button>
      </form>
      {code && card.isPending && <p className="text-smoke">Looking it up…</p>}
      {card.isError && <p role="alert" className="rounded-xl border border-danger/25 bg-white p-4 text-sm text-danger">No issued gift card has this code.</p>}
      {card.data && <CardRecord card={card.data} />}
    </div>
  );
}

function CardRecord({ card }: { card: GiftCardStaffView }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section className="rounded-2xl bg-white p-6 shadow-card lg:col-span-1" aria-label="Gift card">
        <p className="font-mono text-sm tracking-wider text-smoke">{card.code}</p>
        <p className="mt-3 font-display text-4xl text-charcoal">{money(card.balance)}</p>
        <p className="text-sm text-smoke">left of {money(card.amount)}</p>
        <div className="mt-3"><StatusPill tone={card.status === 'active' ? 'good' : 'bad'}>{card.status === 'active' ? 'Active' : card.status === 'void' ? 'Void' : 'Refunded'}</StatusPill></div>
        <dl className="mt-5 space-y-2 text-sm">
          <div><dt className="text-smoke">Bought by</dt><dd>{card.buyerName} · {card.buyerEmail}</dd></div>
          {card.recipientEmail && <div><dt className="text-smoke">For</dt><dd>{card.recipientName ?? ''} · {card.recipientEmail}</dd></div>}
          <div><dt className="text-smoke">E-mailed</dt><dd>{card.sentAt ? new Date(card.sentAt).toLocaleDateString('en-US') : `on ${card.sendOn ?? 'payment'}`}</dd></div>
        </dl>
        {card.status === 'active' && <Actions card={card} />}
      </section>
      <section className="rounded-2xl bg-white p-6 shadow-card lg:col-span-2" aria-label="Every use of the card">
        <h2 className="font-display text-xl">Ledger</h2>
        <table className="mt-4 w-full text-sm">
          <thead><tr className="text-left text-smoke"><th className="py-2">When</th><th>What</th><th className="text-right">Amount</th><th className="text-right">Balance</th></tr></thead>
          <tbody>
            {card.entries.map((e) => (
              <tr key={`${e.at}-${e.kind}`} className="border-t border-charcoal/10">
                <td className="py-2">{new Date(e.at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}</td>
                <td>
                  {KIND[e.kind] ?? e.kind}
                  {e.orderId && <> · <Link to="/orders/$id" params={{ id: e.orderId }} className="text-ember underline">order {e.orderId.slice(-8).toUpperCase()}</Link></>}
                  {e.reason && <span className="block text-xs text-smoke">{e.reason}</span>}
                </td>
                <td className="text-right tabular-nums">{toCents(e.amount) > 0 ? '+' : ''}{money(e.amount)}</td>
                <td className="text-right tabular-nums">{money(e.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function Actions({ card }: { card: GiftCardStaffView }) {
  const act = useGiftCardAction(card.code);
  const [reason, setReason] = useState('');
  const run = (action: GiftCardStaffAction) => act.mutate({ action, reason });
  return (
    <div className="mt-6 space-y-3 border-t border-charcoal/10 pt-4">
      <label htmlFor="gift-card-reason" className="block text-sm font-medium">Reason (admins)</label>
      <Input id="gift-card-reason" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Reported stolen" />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={act.isPending || reason.trim().length < 2} onClick={() => run('void')}>Void</Button>
        <Button size="sm" variant="outline" disabled={act.isPending || reason.trim().length < 2 || toCents(card.balance) === 0} onClick={() => run('refund')}>Refund {money(card.balance)} to the buyer</Button>
        {card.cashBackAllowed && <Button size="sm" variant="outline" disabled={act.isPending || reason.trim().length < 2} onClick={() => run('cash-back')}>Paid {money(card.balance)} in cash</Button>}
      </div>
      {act.error && <p role="alert" className="text-sm text-danger">{(act.error as { serverMessage?: string }).serverMessage ?? 'That did not work.'}</p>}
    </div>
  );
}
