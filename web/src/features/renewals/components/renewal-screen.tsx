import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { useQueryClient } from '@tanstack/react-query';
import { leadWithName } from '@sdp/shared/names/greeting-name';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RenewalAccepted, RenewalOfferView } from '@sdp/shared/wire-renewals';
import { BalancePaymentForm } from '../../../components/balance-payment-form.tsx';
import { BalanceConsentField } from '../../../components/forms/balance-consent-field.tsx';
import { TextConsentField } from '../../../components/forms/text-consent-field.tsx';
import { PhoneLink } from '../../../components/layout/contact-links.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';
import { actionError, ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { usd } from '../../../lib/order-labels.ts';
import { stripeWhenReady, useStripe } from '../../../lib/payments/use-stripe.ts';
import { useDocumentMeta, useNoIndex } from '../../../lib/seo.ts';
import { acceptRenewal, declineRenewal, renewalQueryOptions, useRenewal } from '../api/renewal.ts';
import { RENEWAL_META } from '../logic/renewal-meta.ts';

const longWeek = (date: string) => formatCalendarDate(date, { weekday: 'short', month: 'long', day: 'numeric' });
const holdEnds = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
const SERVICE = { 'white-glove': 'White-glove installation', 'drop-off': 'Drop-off delivery' } as const;

/**
 * /renew/{token} (docs/design.md §18, ADR 111): the renewal e-mail's page. Last year's porch at this year's price with its week held;
 * the week may move to another with room; one tap renews with the saved card (3-D Secure when the bank asks), or a new card; "Not
 * this year" frees the week. Once the deposit lands the household goes to its new order page. A signed-link page: never indexed.
 */
export function RenewalScreen({ token }: { token: string }) {
  useDocumentMeta(RENEWAL_META.title, RENEWAL_META.description);
  useNoIndex();
  const query = useRenewal(token);
  return (
    <main>
      <PageHeader
        eyebrow="The same porch, next fall"
        title={query.data ? titleOf(query.data) : 'Your renewal'}
        lede={query.data?.status === 'held' ? `Your week is held until ${holdEnds(query.data.holdUntil)}.` : undefined}
      />
      <div className="container-page max-w-3xl py-8 sm:py-12">
        {query.isPending ? (
          <Spinner label="Loading your offer" className="py-10" />
        ) : query.isError ? (
          <p role="alert" className="rounded-2xl bg-white p-6 shadow-sm">
            {actionError(query.error)} Questions? Call <PhoneLink section="renew" className="font-semibold text-ember hover:underline" />.
          </p>
        ) : (
          <Offer token={token} offer={query.data} />
        )}
      </div>
    </main>
  );
}

function titleOf(offer: RenewalOfferView): string {
  if (offer.status === 'accepted') return 'You are renewed. Thank you!';
  if (offer.status === 'declined') return 'Not this year: noted';
  if (offer.status === 'expired') return 'This offer has ended';
  return leadWithName(offer.customerName, 'your porch is held');
}

function Offer({ token, offer }: { token: string; offer: RenewalOfferView }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
      <section aria-labelledby="porch-heading" className="overflow-hidden rounded-2xl bg-white shadow-card">
        <CatalogPhoto image={offer.photo ?? offer.packageImage} fallbackUrl={offer.packageImageUrl} alt={`The ${offer.packageName} porch`} sizes="(min-width: 1024px) 380px, 100vw" className="aspect-[4/3] w-full object-cover" eager />
        <div className="p-5 sm:p-6">
          <p className="text-sm text-smoke">{offer.photo ? 'Your porch last fall' : 'Last fall you chose'}</p>
          <h2 id="porch-heading" className="font-display text-2xl font-semibold text-charcoal">{offer.packageName}</h2>
          <p className="mt-1 text-sm text-smoke">{SERVICE[offer.serviceType]} · {offer.address}</p>
          {offer.addOns.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm text-charcoal">
              {offer.addOns.map((a) => (
                <li key={a.name} className="flex justify-between gap-3"><span>{a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name}</span><span>{usd(a.price)}</span></li>
              ))}
            </ul>
          )}
          <dl className="mt-4 divide-y divide-charcoal/10 border-t border-charcoal/10 text-sm">
            {offer.deliveryFee !== '0.00' && <Line label="Delivery" value={usd(offer.deliveryFee)} />}
            <Line label="This year's price" value={usd(offer.total)} strong />
            <Line label="Deposit to renew (30%)" value={usd(offer.deposit)} />
            <Line label="Balance on delivery day" value={usd(offer.balance)} />
          </dl>
        </div>
      </section>
      <section aria-label="Renew" className="rounded-2xl bg-white p-5 shadow-card sm:p-6">
        {offer.status === 'held' ? <RenewForm token={token} offer={offer} /> : <Closed offer={offer} />}
      </section>
    </div>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-smoke">{label}</dt>
      <dd className={strong ? 'font-display text-lg font-semibold text-charcoal' : 'font-medium text-charcoal'}>{value}</dd>
    </div>
  );
}

function Closed({ offer }: { offer: RenewalOfferView }) {
  if (offer.status === 'accepted') {
    return (
      <div role="status">
        <p className="text-charcoal">Your porch is booked for the week of <strong>{longWeek(offer.deliveryDate)}</strong>.</p>
        {offer.myOrderUrl && <a href={offer.myOrderUrl} className="mt-4 inline-block font-semibold text-ember underline underline-offset-4">See your order</a>}
      </div>
    );
  }
  return (
    <p role="status" className="text-charcoal">
      {offer.status === 'declined' ? 'We have freed your week for another family. We hope to see you another fall.' : 'The week we held has gone back to everyone.'}{' '}
      You can still <a href="/reserve" className="font-semibold text-ember underline underline-offset-4">book a porch</a> while weeks are open.
    </p>
  );
}

interface RenewFields { deliveryDate: string; balanceConsent: boolean; textConsent: boolean }

function RenewForm({ token, offer }: { token: string; offer: RenewalOfferView }) {
  const form = useForm<RenewFields>({ defaultValues: { deliveryDate: offer.deliveryDate, balanceConsent: false, textConsent: false } });
  const stripeState = useStripe();
  const stripe = stripeState.status === 'ready' ? stripeState.stripe : null;
  const [accepted, setAccepted] = useState<RenewalAccepted | null>(null);
  const [newCard, setNewCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const [declining, setDeclining] = useState(false);
  const queryClient = useQueryClient();

  const accept = async () => {
    const made = await acceptRenewal(token, form.getValues());
    setAccepted(made);
    return made;
  };

  /**
   * One tap: the order, then the deposit confirmed with the saved card; the bank's 3-D Secure page opens when it asks. A tap that came
   * before Stripe.js had loaded (the page is server-rendered, ADR 194) waits for it rather than being lost.
   */
  const renewWithSavedCard = async () => {
    setBusy(true);
    setError(null);
    try {
      const [made, client] = await Promise.all([accept(), stripe ?? stripeWhenReady(queryClient)]);
      if (!client?.confirmCardPayment || !made.savedCard) return setNewCard(true);
      const result = await client.confirmCardPayment(made.clientSecret, { payment_method: made.savedCard.paymentMethod });
      if (result.error) return setError(`Your saved card was not charged: ${result.error.message ?? 'it was declined.'} You can pay with another card.`);
      setPaid(true);
    } catch (e) {
      setError(actionError(e));
    } finally {
      setBusy(false);
    }
  };

  const renewWithNewCard = async () => {
    setBusy(true);
    setError(null);
    try {
      await accept();
      setNewCard(true);
    } catch (e) {
      setError(actionError(e));
    } finally {
      setBusy(false);
    }
  };

  if (paid) return <Renewed token={token} fallbackUrl={accepted?.myOrderUrl ?? null} />;
  if (newCard && accepted) {
    return (
      <>
        <p className="text-sm text-smoke">Deposit for the week of {longWeek(form.getValues('deliveryDate'))}</p>
        <BalancePaymentForm
          amount={accepted.deposit}
          createIntent={() => Promise.resolve({ clientSecret: accepted.clientSecret, savedCard: null })}
          onPaid={() => {
            void queryClient.invalidateQueries({ queryKey: renewalQueryOptions(token).queryKey });
            setPaid(true);
          }}
        />
      </>
    );
  }
  return (
    <form onSubmit={(e) => e.preventDefault()} className="space-y-5">
      <fieldset>
        <legend className="font-display text-lg font-semibold text-charcoal">Your delivery week</legend>
        <p className="text-sm text-smoke">Last fall: week of {longWeek(offer.lastDeliveryDate)}</p>
        <div className="mt-3 space-y-2">
          {offer.weeks.map((w) => (
            <label key={w.date} className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl border border-charcoal/15 px-4 py-2.5 has-[:checked]:border-ember has-[:checked]:bg-cream">
              <span className="flex items-center gap-3">
                <input type="radio" value={w.date} className="h-5 w-5 accent-ember" {...form.register('deliveryDate')} />
                <span className="font-medium text-charcoal">Week of {longWeek(w.date)}</span>
              </span>
              <span className="text-sm text-smoke">{w.date === offer.deliveryDate ? 'Held for you' : `${w.spotsLeft} left`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <BalanceConsentField form={form} name="balanceConsent" balanceCents={Math.round(Number(offer.balance) * 100)} />
      <TextConsentField field={form.register('textConsent')} />
      {error && <p role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">{error}</p>}
      {offer.savedCard ? (
        <div className="space-y-3">
          <Button type="button" className="w-full" disabled={busy} onClick={() => void renewWithSavedCard()}>
            {busy ? 'Renewing...' : `Renew: pay ${usd(offer.deposit)} with ${offer.savedCard}`}
          </Button>
          <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void renewWithNewCard()}>
            Use a different card
          </Button>
        </div>
      ) : (
        <Button type="button" className="w-full" disabled={busy} onClick={() => void renewWithNewCard()}>
          {busy ? 'Renewing...' : `Renew: pay the ${usd(offer.deposit)} deposit`}
        </Button>
      )}
      <button type="button" className="min-h-11 w-full text-sm font-medium text-smoke underline underline-offset-4 hover:text-charcoal" onClick={() => setDeclining(true)}>
        Not this year
      </button>
      <DeclineDialog token={token} open={declining} onOpenChange={setDeclining} />
    </form>
  );
}

function DeclineDialog({ token, open, onOpenChange }: { token: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Not this year?"
      description="We will free your week for another family. You can still book later while weeks are open."
      confirmLabel="Free my week"
      pending={pending}
      error={actionError(error)}
      onConfirm={() => {
        setPending(true);
        declineRenewal(token)
          .then(() => queryClient.invalidateQueries({ queryKey: renewalQueryOptions(token).queryKey }))
          .then(() => onOpenChange(false), setError)
          .finally(() => setPending(false));
      }}
    />
  );
}

/** Paid: the webhook accepts the offer in a moment; then the household goes to its new order page. */
function Renewed({ token, fallbackUrl }: { token: string; fallbackUrl: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      void queryClient.fetchQuery({ ...renewalQueryOptions(token), staleTime: 0 }).then((offer) => {
        const url = offer.status === 'accepted' ? offer.myOrderUrl : tries >= 8 ? fallbackUrl : null;
        if (!url) return;
        clearInterval(timer);
        const path = new URL(url, window.location.origin).pathname;
        void navigate({ to: path.replace(/^.*?(\/my-order\/)/, '$1') });
      }, () => undefined);
    }, 1500);
    return () => clearInterval(timer);
  }, [token, fallbackUrl, queryClient, navigate]);
  return (
    <div role="status" className="rounded-xl bg-success/10 p-4 text-success">
      <p className="font-medium">Renewed. Thank you!</p>
      <p className="mt-1 text-sm">Opening your order page…</p>
    </div>
  );
}
