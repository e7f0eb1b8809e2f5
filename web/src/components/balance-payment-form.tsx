import { useEffect, useRef, useState } from 'react';
import { CardElementForm } from './card-element-form.tsx';
import { actionError } from './ui/confirm-dialog.tsx';
import { PaymentUnavailable } from './payment-unavailable.tsx';
import { useStripe } from '../lib/payments/use-stripe.ts';
import { usePaymentElement } from '../lib/payments/use-payment-element.ts';
import { usd } from '../lib/order-labels.ts';
import { Button } from './ui/button.tsx';

/** The card the deposit saved, offered beside a new one (issue 25, item 12): its words and the PaymentMethod to confirm with. */
export interface SavedCardChoice {
  card: string;
  paymentMethod: string;
}

/**
 * The balance paid on-session with Stripe's Payment Element (docs/design.md §11, ADR 026): the saved card or a new one, 3-D Secure
 * included. Used by the e-mailed /pay-balance link and the customer's order page; `createIntent` asks the API for the intent
 * behind the page's own signed token, once, when the form mounts.
 */
export function BalancePaymentForm({
  amount,
  createIntent,
  onPaid,
}: {
  amount: string;
  createIntent: () => Promise<{
    clientSecret: string;
    savedCard?: SavedCardChoice | null;
  }>;
  onPaid: () => void;
}) {
  const stripeState = useStripe();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [savedCard, setSavedCard] = useState<SavedCardChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const stripe = stripeState.status === 'ready' ? stripeState.stripe : null;
  const { mountRef, elements } = usePaymentElement(stripe, clientSecret);
  // NOTE: the first createIntent is the one used: a re-render must not ask the API for another intent.
  const intentRef = useRef(createIntent);

  useEffect(() => {
    let current = true;
    intentRef
      .current()
      .then((intent) => {
        if (!current) return;
        setClientSecret(intent.clientSecret);
        setSavedCard(intent.savedCard ?? null);
      })
      .catch((e: unknown) => current && setError(actionError(e)));
    return () => {
      current = false;
    };
  }, []);

  const settle = (
    result: {
      error?: { message?: string };
      paymentIntent?: { status: string };
    },
    declined: string,
  ) => {
    if (result.error) return setError(result.error.message ?? declined);
    if (result.paymentIntent?.status === 'succeeded' || result.paymentIntent?.status === 'processing') {
      setPaid(true);
      // NOTE: the webhook completes the order; the page reads it again a moment later so a reload shows "paid" as well.
      setTimeout(onPaid, 1500);
    }
  };

  /** The same open PaymentIntent, confirmed on-session with the saved card (3-D Secure when the bank asks; one open attempt, ADR 067). */
  const paySaved = async () => {
    if (!stripe?.confirmCardPayment || !clientSecret || !savedCard) return;
    setPaying(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: savedCard.paymentMethod });
      // NOTE: say which card failed and what to do next; the intent stays open for the new card below.
      const failed = result.error ? { error: { message: `Your saved card was not charged: ${result.error.message ?? 'it was declined.'} Please pay with a new card below.` } } : result;
      settle(failed, '');
    } finally {
      setPaying(false);
    }
  };

  const pay = async () => {
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    try {
      const validation = await elements.submit?.();
      if (validation?.error) return setError(validation.error.message ?? 'Please check your card details.');
      settle(
        await stripe.confirmPayment({
          elements,
          confirmParams: { return_url: window.location.href },
          redirect: 'if_required',
        }),
        'Your card was not charged. Please try another card.',
      );
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
    <>
      {savedCard && stripe?.confirmCardPayment && (
        <div className="mt-6 rounded-xl border border-charcoal/10 bg-parchment/60 p-4 sm:p-5">
          <p className="text-sm text-smoke">Your saved card</p>
          <p className="font-display text-lg text-charcoal">{savedCard.card}</p>
          <Button className="mt-3 w-full sm:w-auto" disabled={paying} onClick={() => void paySaved()}>
            {paying ? 'Processing...' : `Pay ${usd(amount)} with this card`}
          </Button>
        </div>
      )}
      {savedCard && stripe?.confirmCardPayment && <p className="mt-6 text-sm font-medium text-charcoal">Or pay with a new card</p>}
      <CardElementForm
        className={savedCard ? 'mt-3' : 'mt-6'}
        loading={stripeState.status === 'loading' || (!clientSecret && !error)}
        spinnerLabel="Loading secure payment form"
        mountRef={mountRef}
        error={error}
        submitLabel={paying ? 'Processing...' : `Pay ${usd(amount)}${savedCard ? ' with the new card' : ''}`}
        disabled={!elements || paying}
        onSubmit={() => void pay()}
        note="Encrypted card payment. Card details go straight to our payment processor, Stripe."
      />
    </>
  );
}
