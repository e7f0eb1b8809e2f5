import { useEffect, useRef, useState } from 'react';
import { CardElementForm } from './card-element-form.tsx';
import { actionError } from './ui/confirm-dialog.tsx';
import { PaymentUnavailable } from './payment-unavailable.tsx';
import { useStripe } from '../lib/payments/use-stripe.ts';
import { usePaymentElement } from '../lib/payments/use-payment-element.ts';
import { usd } from '../lib/order-labels.ts';

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
  createIntent: () => Promise<{ clientSecret: string }>;
  onPaid: () => void;
}) {
  const stripeState = useStripe();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
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
      .then((intent) => current && setClientSecret(intent.clientSecret))
      .catch((e: unknown) => current && setError(actionError(e)));
    return () => {
      current = false;
    };
  }, []);

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
        // NOTE: the webhook completes the order; the page reads it again a moment later so a reload shows "paid" as well.
        setTimeout(onPaid, 1500);
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
    <CardElementForm
      className="mt-6"
      loading={stripeState.status === 'loading' || (!clientSecret && !error)}
      spinnerLabel="Loading secure payment form"
      mountRef={mountRef}
      error={error}
      submitLabel={paying ? 'Processing...' : `Pay ${usd(amount)}`}
      disabled={!elements || paying}
      onSubmit={() => void pay()}
      note="Encrypted card payment. Card details go straight to our payment processor, Stripe."
    />
  );
}
