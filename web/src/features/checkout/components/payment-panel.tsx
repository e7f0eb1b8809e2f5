import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { formatUsd, toCents } from '@sdp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { StoredOrder } from '../../../lib/stored-order.ts';
import type { StripeState } from '../../../lib/payments/use-stripe.ts';
import { usePaymentElement } from '../../../lib/payments/use-payment-element.ts';
import { usePay } from '../logic/use-pay.ts';
import { PaymentUnavailable } from '../../../components/payment-unavailable.tsx';


/** The card form (Payment Element) for the order's PaymentIntent, and the pay button. */
export function PaymentPanel({
  stripeState,
  clientSecret,
  order,
  busy,
}: {
  stripeState: StripeState;
  clientSecret: string | null;
  order: StoredOrder;
  busy: boolean;
}) {
  const { pay, paying } = usePay();
  const stripe = stripeState.status === 'ready' ? stripeState.stripe : null;
  const { mountRef, elements } = usePaymentElement(stripe, clientSecret);

  useEffect(() => {
    // NOTE: the intent's amount changes server-side when extras or the promo change; the element must learn of it.
    void elements?.fetchUpdates?.();
  }, [elements, order.depositAmount]);

  if (stripeState.status === 'unavailable') return <PaymentUnavailable />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (stripe && elements) void pay(stripe, elements, order);
      }}
    >
      {(stripeState.status === 'loading' || !clientSecret) && <Spinner label="Loading secure payment form" className="py-8" />}
      <div ref={mountRef} className="min-h-12" />
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={!elements || busy || paying}>
        {paying ? 'Processing...' : `Pay ${formatUsd(toCents(order.depositAmount), { alwaysCents: true })} Deposit`}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-2 text-xs text-smoke">
        <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true">
          <path d="M5 9V6.5a5 5 0 0110 0V9M4 9h12v9H4z" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        Encrypted card payment. The balance is due at delivery:{' '}
        <Link to="/terms" target="_blank" className="font-medium text-ember underline underline-offset-2">
          booking terms<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </p>
    </form>
  );
}
