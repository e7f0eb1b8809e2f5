import { Link } from '@tanstack/react-router';
import { EmailLink, PhoneLink } from '../../../components/layout/contact-links.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useDocumentMeta, useNoIndex } from '../../../lib/seo.ts';
import { useMyOrder } from '../api/get-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';
import { statusWords } from '../logic/status-words.ts';
import { BalanceCard } from './balance-card.tsx';
import { TipCard } from './tip-card.tsx';
import { DeliveryCard } from './delivery-card.tsx';
import { ManageOrder } from './manage-order.tsx';
import { OrderItemsCard } from './order-items-card.tsx';
import { ReferralCard } from './referral-card.tsx';
import { PorchPhotosCard } from './porch-photos-card.tsx';
import { PickupCard } from './pickup-card.tsx';
import { StatusTimeline } from './status-timeline.tsx';

/**
 * /my-order/{token} (docs/design.md §12): the customer's own order from the link in every e-mail. Where it stands, what was bought
 * and paid, the delivery, and the changes allowed now with their deadlines. A signed-link page: never indexed (ADR 042).
 */
export function MyOrderScreen({ token }: { token: string }) {
  useDocumentMeta('Your order | SD Pumpkin', 'Your SD Pumpkin order: delivery week, payments and changes.');
  useNoIndex();
  const query = useMyOrder(token);
  if (query.isPending) return <Spinner label="Loading your order" className="min-h-[60vh]" />;
  if (query.isError) return <LinkNotValid error={query.error} />;
  return <MyOrderView token={token} order={query.data} />;
}

function MyOrderView({ token, order }: { token: string; order: MyOrder }) {
  const words = statusWords(order);
  return (
    <main>
      <PageHeader eyebrow={`Your order · #${order.orderNumber}`} title={words.title} lede={words.lede} />
      <div className="container-page space-y-6 py-8 sm:py-12">
        <section aria-label="Order progress" className="rounded-2xl bg-white p-5 shadow-card sm:p-7">
          <StatusTimeline steps={order.timeline} />
        </section>
        <div className="grid items-start gap-6 lg:grid-cols-[1.35fr_1fr]">
          <div className="space-y-6">
            <BalanceCard token={token} order={order} />
            <TipCard token={token} order={order} />
            {order.photos.length > 0 && <PorchPhotosCard photos={order.photos} />}
            <OrderItemsCard order={order} />
          </div>
          <div className="space-y-6">
            <PickupCard token={token} order={order} />
            <DeliveryCard order={order} />
            <ManageOrder token={token} order={order} />
            {order.referral && <ReferralCard referral={order.referral} />}
          </div>
        </div>
        <p className="text-center text-sm leading-relaxed text-smoke">
          Questions about your porch? Call <PhoneLink section="my-order" className="font-semibold text-ember hover:underline" /> or write to{' '}
          <EmailLink section="my-order" className="font-semibold break-all text-ember hover:underline" />. See our{' '}
          <Link to="/terms" className="font-semibold text-ember hover:underline">booking terms</Link>.
        </p>
      </div>
    </main>
  );
}

function LinkNotValid({ error }: { error: unknown }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <main className="container-page max-w-xl py-20 text-center sm:py-28">
      <p className="eyebrow">Your order</p>
      <h1 className="mt-3 text-4xl font-medium">{notFound ? 'This link is not valid' : 'Your order could not be loaded'}</h1>
      <p role="alert" className="mt-4 text-smoke">
        {notFound
          ? 'It may be incomplete or from an earlier season. We can e-mail you a fresh link to your order.'
          : 'Please try again in a moment, or call (858) 255-0282.'}
      </p>
      {notFound && (
        <Link to="/my-order" className={buttonClass('primary', 'lg', 'mt-8')}>
          E-mail me my link
        </Link>
      )}
    </main>
  );
}
