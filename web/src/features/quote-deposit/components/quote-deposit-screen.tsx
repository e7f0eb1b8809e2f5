import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatUsd, toCents } from '@sdp/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useQuoteDeposit, useStartQuoteCheckout } from '../api/quote-deposit.ts';

/**
 * The page an e-mailed quote links to (ADR 035): the quoted project, its deposit and balance terms, the consent box (unticked,
 * docs/design.md §11), and a button that opens a fresh checkout, so the link works as long as the quote stands.
 */
export function QuoteDepositScreen({ token }: { token: string }) {
  const quote = useQuoteDeposit(token);
  const checkout = useStartQuoteCheckout();
  const [consent, setConsent] = useState(false);
  if (quote.isPending) return <Spinner label="Loading your quote" className="min-h-[50vh]" />;
  if (quote.isError) {
    return (
      <main className="container-page py-20 text-center">
        <h1 className="font-display text-3xl font-semibold">This link is not valid</h1>
        <p className="mt-3 text-smoke">Please use the latest e-mail from us, or call (858) 255-0282.</p>
      </main>
    );
  }
  const q = quote.data;
  const usd = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });
  const pay = () => checkout.mutate({ token, balanceConsent: consent }, { onSuccess: ({ url }) => window.location.assign(url) });
  const error = checkout.error instanceof ApiError ? checkout.error.serverMessage : checkout.error ? 'Payment is not available right now. Please call (858) 255-0282.' : null;
  return (
    <main className="container-page max-w-2xl py-10 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-ember uppercase">Your custom quote</p>
      <h1 className="mt-1 font-display text-3xl font-semibold sm:text-4xl">{q.project} for {q.customerName}</h1>
      <dl className="mt-6 divide-y divide-charcoal/10 rounded-2xl bg-white p-5 shadow-sm">
        {[
          ['Service', q.serviceType === 'white-glove' ? 'White-Glove Service' : 'Drop-Off Service'],
          ['Delivery week of', formatCalendarDate(q.deliveryDate)],
          ['Address', q.address],
          ['Quoted total', usd(q.total)],
          ['Due today (30% deposit)', usd(q.deposit)],
          ['Balance at delivery', usd(q.balance)],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-smoke">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {q.state === 'paid' ? (
        <p className="mt-6 rounded-2xl bg-success/10 p-5 text-success">Your deposit is paid and your delivery week is reserved. Thank you!</p>
      ) : q.state === 'closed' ? (
        <p className="mt-6 rounded-2xl bg-charcoal/5 p-5">This quote is closed. Please call (858) 255-0282 for a new one.</p>
      ) : (
        <section aria-labelledby="terms" className="mt-6 space-y-4">
          <h2 id="terms" className="font-display text-xl font-semibold">Balance terms</h2>
          <p className="text-sm text-smoke">
            The balance of {usd(q.balance)} is due when your display is delivered. Changes and cancellations are free up to{' '}
            {q.policy.freeChangeDays} days before delivery; after that, {q.policy.refundableDepositPercent}% of the deposit is refunded if you
            cancel.{' '}
            <Link to="/terms" target="_blank" className="font-medium text-ember underline underline-offset-2">
              Booking terms<span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </p>
          <label className="flex items-start gap-3 rounded-xl bg-white p-4 text-sm shadow-sm">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-ember" />
            <span>Save my card and charge the balance of {usd(q.balance)} automatically on delivery. Without this, we e-mail you a link to pay it.</span>
          </label>
          {error && <p role="alert" className="text-sm text-danger">{error}</p>}
          <Button variant="primary" size="lg" className="w-full" disabled={checkout.isPending} onClick={pay}>
            {checkout.isPending ? 'Opening secure checkout...' : `Pay the ${usd(q.deposit)} deposit`}
          </Button>
        </section>
      )}
    </main>
  );
}
