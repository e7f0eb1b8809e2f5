import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatUsd, toCents } from '@sdp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { createBalanceIntent, payBalanceQueryOptions, usePayBalance } from '../api/pay-balance.ts';
import { useStripe } from '../logic/use-stripe.ts';
import { usePaymentElement } from '../logic/use-payment-element.ts';
import { PaymentUnavailable } from './payment-unavailable.tsx';

const usd = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });

/**
 * /pay-balance/{token}: the page the balance e-mail links to when the saved card needs the customer (3-D Secure) or was declined, or
 * when no card was saved (docs/design.md §11, ADR 026). The customer confirms on-session, with the saved card or a new one.
 */
export function PayBalanceScreen({ token }: { token: string }) {
  useDocumentMeta('Pay your balance | SD Pumpkin', 'Pay the balance of your SD Pumpkin porch installation securely.');
  const query = usePayBalance(token);
  return (
    <main>
      <PageHeader eyebrow="Your porch" title="Pay your balance" lede="Secure card payment for your SD Pumpkin installation." />
      <div className="container-page max-w-xl py-10 sm:py-14">
        {query.isPending ? (
          <Spinner label="Loading your balance" className="py-10" />
        ) : query.isError ? (
          <p role="alert" className="rounded-2xl bg-white p-6 shadow-sm">
            {actionError(query.error)} If you received this link by e-mail, please call us at (858) 255-0282.
          </p>
        ) : (
          <section className="rounded-2xl bg-white p-5 shadow-sm sm:p-8" aria-labelledby="balance-heading">
            <h2 id="balance-heading" className="font-display text-2xl font-semibold">
              {query.data.packageName}
            </h2>
            <dl className="mt-4 divide-y divide-charcoal/10 text-sm">
              <Row label="Order" value={`#${query.data.orderNumber}`} />
              <Row label="Delivery week of" value={formatCalendarDate(query.data.deliveryDate)} />
              <Row label="Balance due" value={usd(query.data.balanceDue)} strong />
            </dl>
            {query.data.balanceStatus === 'paid' ? (
              <p className="mt-6 rounded-xl bg-success/10 p-4 text-success" role="status">Your balance is paid. Thank you, and enjoy your porch!</p>
            ) : query.data.payable ? (
              <BalancePayment token={token} amount={query.data.balanceDue} />
            ) : (
              <p className="mt-6 rounded-xl bg-cream p-4" role="status">
                {query.data.balanceStatus === 'scheduled' || query.data.balanceStatus === 'processing'
                  ? 'We are charging your saved card right now. Please check back in a minute.'
                  : 'There is no balance to pay right now.'}
              </p>
            )}
          </section>
        )}
      </div>
    </main>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-smoke">{label}</dt>
      <dd className={strong ? 'font-display text-xl font-semibold' : 'font-medium'}>{value}</dd>
    </div>
  );
}

function BalancePayment({ token, amount }: { token: string; amount: string }) {
  const stripeState = useStripe();
  const queryClient = useQueryClient();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const stripe = stripeState.status === 'ready' ? stripeState.stripe : null;
  const { mountRef, elements } = usePaymentElement(stripe, clientSecret);

  useEffect(() => {
    let current = true;
    createBalanceIntent(token)
      .then((intent) => current && setClientSecret(intent.clientSecret))
      .catch((e: unknown) => current && setError(actionError(e)));
    return () => {
      current = false;
    };
  }, [token]);


  const pay = async () => {
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    try {
      const validation = await elements.submit?.();
      if (validation?.error) return setError(validation.error.message ?? 'Please check your card details.');
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: window.location.href }, redirect: 'if_required' });
      if (result.error) return setError(result.error.message ?? 'Your card was not charged. Please try another card.');
      if (result.paymentIntent?.status === 'succeeded' || result.paymentIntent?.status === 'processing') {
        setPaid(true);
        // NOTE: the webhook completes the order; the page reads the link again so a reload shows "paid" as well.
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: payBalanceQueryOptions(token).queryKey }), 1500);
      }
    } finally {
      setPaying(false);
    }
  };

  if (stripeState.status === 'unavailable') return <PaymentUnavailable />;
  if (paid)
    return (
      <p className="mt-6 rounded-xl bg-success/10 p-4 text-success" role="status">
        Payment received: {usd(amount)}. Thank you! A receipt is on its way by e-mail.
      </p>
    );
  return (
    <form
      noValidate
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      {(stripeState.status === 'loading' || (!clientSecret && !error)) && <Spinner label="Loading secure payment form" className="py-8" />}
      <div ref={mountRef} className="min-h-12" />
      {error && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={!elements || paying}>
        {paying ? 'Processing...' : `Pay ${usd(amount)}`}
      </Button>
      <p className="mt-3 text-center text-xs text-smoke">Encrypted card payment. Use the card you saved, or another card.</p>
    </form>
  );
}
