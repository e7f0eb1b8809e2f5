import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CardElementForm } from '../../../components/card-element-form.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { PaymentUnavailable } from '../../../components/payment-unavailable.tsx';
import { useStripe } from '../../../lib/payments/use-stripe.ts';
import { usePaymentElement } from '../../../lib/payments/use-payment-element.ts';
import { createCardSetup } from '../api/balance-intent.ts';
import { useSaveReplacedCard } from '../api/change-my-order.ts';

/**
 * A new card for the balance charged after delivery (docs/design.md §12): Stripe.js confirms a SetupIntent (3-D Secure when the
 * bank asks), then the API reads it back from Stripe and makes its card the one charged. No money moves here.
 */
export function ReplaceCardDialog({ token, open, onClose }: { token: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Replace your card" description="The new card is charged for the balance after delivery, instead of the one you saved.">
      {open && <CardForm token={token} onDone={onClose} />}
    </Dialog>
  );
}

function CardForm({ token, onDone }: { token: string; onDone: () => void }) {
  const stripeState = useStripe();
  const save = useSaveReplacedCard(token);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stripe = stripeState.status === 'ready' ? stripeState.stripe : null;
  const { mountRef, elements } = usePaymentElement(stripe, clientSecret);

  useEffect(() => {
    let current = true;
    createCardSetup(token)
      .then((setup) => current && setClientSecret(setup.clientSecret))
      .catch((e: unknown) => current && setError(actionError(e)));
    return () => {
      current = false;
    };
  }, [token]);

  const confirm = async () => {
    if (!stripe?.confirmSetup || !elements) return;
    setBusy(true);
    setError(null);
    try {
      const validation = await elements.submit?.();
      if (validation?.error) return setError(validation.error.message ?? 'Please check your card details.');
      const result = await stripe.confirmSetup({ elements, confirmParams: { return_url: window.location.href }, redirect: 'if_required' });
      if (result.error || !result.setupIntent) return setError(result.error?.message ?? 'Your card could not be saved. Please try another card.');
      await save.mutateAsync(result.setupIntent.id).then(onDone, (e: unknown) => setError(actionError(e)));
    } finally {
      setBusy(false);
    }
  };

  if (stripeState.status === 'unavailable') return <PaymentUnavailable />;
  return (
    <CardElementForm
      loading={stripeState.status === 'loading' || (!clientSecret && !error)}
      spinnerLabel="Loading secure card form"
      mountRef={mountRef}
      error={error}
      submitLabel={busy ? 'Saving...' : 'Save this card'}
      disabled={!elements || busy}
      onSubmit={() => void confirm()}
      note="Nothing is charged now. Card details go straight to our payment processor, Stripe."
    />
  );
}
