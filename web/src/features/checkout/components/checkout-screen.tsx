import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { readStoredOrder, saveStoredOrder, type StoredOrder } from '../../../lib/stored-order.ts';
import { useAddOnServices } from '../../../lib/api/catalog.ts';
import { visibleAddOns } from '../../../lib/ordering/add-on-visibility.ts';
import { paymentSelection, syncedOrder, type CheckoutSelection } from '../logic/checkout-selection.ts';
import { usePaymentSync } from '../logic/use-payment-sync.ts';
import { usePromoEntry } from '../logic/use-promo-entry.ts';
import { useStripe } from '../../../lib/payments/use-stripe.ts';
import { CheckoutTotals } from './checkout-totals.tsx';
import { DeliveryInfo } from './delivery-info.tsx';
import { ExtrasList } from './extras-list.tsx';
import { OrderLines } from './order-lines.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { PromoEntry } from './promo-entry.tsx';
import { GiftCardEntry } from './gift-card-entry.tsx';

/** /checkout (docs/product-spec.md §2, §4): the stored order, last-second extras, promo, totals and the deposit payment. */
export function CheckoutScreen() {
  useDocumentMeta('Secure Checkout | SD Pumpkin', 'Review your SD Pumpkin order and pay the 30% deposit that reserves your delivery week.');
  const navigate = useNavigate();
  const [order, setOrder] = useState<StoredOrder | null>(() => readStoredOrder());
  useEffect(() => {
    if (!order) void navigate({ to: '/', replace: true });
  }, [order, navigate]);
  if (!order) return null;
  return <Checkout order={order} onOrderChange={setOrder} />;
}

function Checkout({ order, onOrderChange }: { order: StoredOrder; onOrderChange: (order: StoredOrder) => void }) {
  const addOnsQuery = useAddOnServices();
  const addOns = visibleAddOns(addOnsQuery.data ?? [], order.serviceType);
  const [selection, setSelection] = useState<CheckoutSelection>({ quantities: order.addOnQuantities, promoCode: order.promoCode });
  const body = addOnsQuery.data
    ? paymentSelection(selection, addOns)
    : { selectedAddOns: Object.keys(selection.quantities), addOnQuantities: selection.quantities, promoCode: selection.promoCode, giftCardCode: selection.giftCardCode ?? null };
  const sync = usePaymentSync(
    order,
    body,
    (sent, breakdown) => {
      const next = syncedOrder(order, { quantities: sent.addOnQuantities, promoCode: sent.promoCode }, breakdown, addOnsQuery.data ? addOns : null);
      saveStoredOrder(next);
      onOrderChange(next);
    },
    (lastGood) => setSelection({ quantities: lastGood.addOnQuantities, promoCode: lastGood.promoCode, giftCardCode: lastGood.giftCardCode ?? null }),
  );
  const promo = usePromoEntry(sync.breakdown?.subtotal, (code) => setSelection((previous) => ({ ...previous, promoCode: code })));
  const stripeState = useStripe();
  const setQuantity = (id: string, quantity: number) => setSelection((previous) => ({ ...previous, quantities: { ...previous.quantities, [id]: Math.max(0, quantity) } }));

  return (
    <main>
      <PageHeader eyebrow="Step 2 of 2" title="Secure Checkout" lede="Review your collection, add any last-second extras, and pay the deposit that reserves your delivery week." />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-5 lg:items-start">
        <div className="space-y-6 lg:col-span-3">
          <Card title="Your Order">
            <OrderLines order={order} breakdown={sync.breakdown} addOns={addOns} quantities={selection.quantities} />
          </Card>
          {addOns.length > 0 && (
            <Card title="Last-Second Extras" description="Add a little more abundance before we load the truck.">
              <ExtrasList addOns={addOns} quantities={selection.quantities} disabled={sync.syncing} onChange={setQuantity} />
            </Card>
          )}
          <Card title="Delivery">
            <DeliveryInfo order={order} />
          </Card>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:col-span-2">
          <Card title="Payment">
            <div className="space-y-5">
              <PromoEntry
                applied={selection.promoCode}
                checking={promo.checking}
                disabled={sync.syncing}
                onApply={(code) => void promo.apply(code)}
                onRemove={() => setSelection((previous) => ({ ...previous, promoCode: null }))}
              />
              <GiftCardEntry
                applied={selection.giftCardCode ?? null}
                disabled={sync.syncing || sync.paid}
                onApply={(code) => setSelection((previous) => ({ ...previous, giftCardCode: code }))}
                onRemove={() => setSelection((previous) => ({ ...previous, giftCardCode: null }))}
              />
              {sync.breakdown ? <CheckoutTotals breakdown={sync.breakdown} /> : <Spinner label="Updating totals" className="py-6" />}
              {sync.paid ? (
                <p role="status" className="rounded-xl border border-success/30 bg-success/5 px-4 py-4 text-sm text-charcoal">
                  <strong className="block font-display text-lg text-ember-deep">Your deposit is paid by gift card.</strong>
                  Your delivery week is reserved, and your order recap is on its way to {order.customerEmail}.
                </p>
              ) : (
                <PaymentPanel stripeState={stripeState} clientSecret={sync.clientSecret} order={order} busy={sync.syncing} />
              )}
            </div>
          </Card>
        </aside>
      </div>
    </main>
  );
}

function Card({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `checkout-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-card sm:p-8">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-smoke">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
