import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { greet } from '@sdp/shared/names/greeting-name';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmailLink, PhoneLink } from '../../../components/layout/contact-links.tsx';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { clearStoredOrder } from '../../../lib/stored-order.ts';
import type { ConfirmationSearch } from '../logic/confirmation-search.ts';
import { useConfirmation } from '../logic/use-confirmation.ts';
import { ConfirmedOrderCard } from './confirmed-order-card.tsx';

const NEXT_STEPS = [
  'A confirmation e-mail with your order recap arrives within 5 minutes.',
  'We call you 24 to 48 hours before your delivery to confirm timing.',
  'Your collection arrives; the balance is due at delivery.',
];

/** /order-confirmation (docs/product-spec.md §2, §4, §8): loading, confirming, success, error or unavailable. */
export function ConfirmationScreen({ search }: { search: ConfirmationSearch }) {
  useDocumentMeta('Order Confirmation | SD Pumpkin', 'Your SD Pumpkin order confirmation and delivery details.');
  const view = useConfirmation(search);
  const navigate = useNavigate();
  const startNewOrder = () => {
    clearStoredOrder();
    void navigate({ to: '/reserve' });
  };

  if (view.status === 'loading' || view.status === 'processing') {
    return (
      <Shell>
        <div role="status" className="grid place-items-center py-16 text-center">
          <span className="h-12 w-12 animate-spin rounded-full border-2 border-sand border-t-ember" aria-hidden="true" />
          <p className="mt-6 font-display text-2xl text-charcoal">{view.status === 'processing' ? 'Confirming your payment…' : 'Verifying your payment…'}</p>
          <p className="mt-2 text-sm text-smoke">This usually takes a few seconds. Please keep this page open.</p>
        </div>
      </Shell>
    );
  }

  if (view.status === 'success') {
    return (
      <Shell>
        <div className="text-center">
          <Badge tone="success" />
          <p className="eyebrow mt-6">Deposit received</p>
          <h1 className="mt-3 text-4xl font-medium sm:text-5xl">Your Porch Is Reserved</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-smoke">{greet('Thank you', view.order.customerName)}. Your delivery week is held and our designers are already planning your collection.</p>
        </div>
        <div className="mt-12">
          <ConfirmedOrderCard order={view.order} />
        </div>
        <section aria-labelledby="what-next" className="mt-10">
          <h2 id="what-next" className="text-2xl font-semibold">What happens next</h2>
          <ol className="mt-5 grid gap-3 sm:grid-cols-3">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="rounded-xl bg-parchment p-5 text-sm leading-relaxed">
                <span className="font-display text-3xl text-ember">{index + 1}</span>
                <p className="mt-2">{step}</p>
              </li>
            ))}
          </ol>
        </section>
        <p className="mt-8 text-center text-sm text-smoke">
          Need to change your week, your phone or your instructions later?{' '}
          <Link to="/my-order" className="font-semibold text-ember underline-offset-4 hover:underline">Manage your order</Link> online with a
          secure link we e-mail you.
        </p>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass('dark', 'lg')}>Return to Home</Link>
          <Link to="/blog" className={buttonClass('outline', 'lg')}>Styling Tips from Our Blog</Link>
        </div>
      </Shell>
    );
  }

  return (
    <Shell>
      <div className="mx-auto max-w-xl text-center">
        <Badge tone="danger" />
        <h1 className="mt-6 text-4xl font-medium sm:text-5xl">{view.status === 'error' ? 'We Could Not Confirm Your Payment' : 'Order Details Unavailable'}</h1>
        <p role="alert" className="mt-5 rounded-xl border border-danger/20 bg-danger/5 px-5 py-4 text-base text-danger">
          {view.message}
        </p>
        <p className="mt-6 text-smoke">
          If you were charged, your deposit is safe. Call <PhoneLink section="order-confirmation" className="font-semibold text-ember hover:underline" /> or write to{' '}
          <EmailLink section="order-confirmation" className="font-semibold break-all text-ember hover:underline" /> and we will sort it out.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={startNewOrder}>Start New Order</Button>
          <Link to="/" className={buttonClass('outline', 'lg')}>Return to Home</Link>
        </div>
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <main className="container-page max-w-4xl py-16 sm:py-20">{children}</main>;
}

const BADGES = {
  success: { colours: 'bg-success/10 text-success', mark: 'M5 12.5l4.5 4.5L19 7.5' },
  danger: { colours: 'bg-danger/10 text-danger', mark: 'M12 7v6m0 3.5v.5' },
} as const;

/** The round mark above the heading: a tick when the porch is reserved, an exclamation when it could not be confirmed. */
function Badge({ tone }: { tone: keyof typeof BADGES }) {
  return (
    <span className={`mx-auto grid h-16 w-16 place-items-center rounded-full ${BADGES[tone].colours}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="h-8 w-8">
        <path d={BADGES[tone].mark} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </span>
  );
}
