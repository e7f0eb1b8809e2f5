import { formatUsd, toCents } from '@sdp/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { InputField, Field, inputClass } from '../../../components/ui/field.tsx';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { useBuyGiftCard } from '../api/buy-gift-card.ts';
import { GiftCardFace } from './gift-card-face.tsx';

const AMOUNTS = ['50', '100', '250', '500'];

/**
 * /gift-cards (docs/design.md §27): an SD Pumpkin porch as a present. Any amount from $25 to $2,500, e-mailed to the buyer or to the
 * person it is for on the day chosen, paid on Stripe's secure Checkout; the card is issued once the payment completes.
 */
export function BuyGiftCardScreen({ purchased = false }: { purchased?: boolean }) {
  useDocumentMeta('Gift Cards | SD Pumpkin', 'Give an autumn porch: an SD Pumpkin gift card from $25 to $2,500, with no expiry date and no fees.');
  const buy = useBuyGiftCard();
  const [amount, setAmount] = useState('250');
  const [forSomeone, setForSomeone] = useState(true);
  const [form, setForm] = useState({ buyerName: '', buyerEmail: '', recipientName: '', recipientEmail: '', message: '', sendOn: '' });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  const cents = toCents(Number(amount.replace(/[$,]/g, '')) || 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const recipient = forSomeone ? { recipientName: form.recipientName || null, recipientEmail: form.recipientEmail || null, sendOn: form.sendOn || null } : {};
    buy.mutate({ amount, buyerName: form.buyerName, buyerEmail: form.buyerEmail, message: form.message || null, ...recipient }, {
      onSuccess: ({ url }) => window.location.assign(url),
    });
  };
  const error = buy.error ? ((buy.error as { serverMessage?: string }).serverMessage ?? 'The payment page could not be opened. Please try again.') : null;

  return (
    <main className="bg-cream">
      <section className="bg-[#2b1a10] text-cream">
        <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-xs uppercase tracking-[0.3em] text-gold">The gift of an autumn porch</p>
            <h1 className="mt-4 font-display text-4xl font-light leading-tight text-cream sm:text-5xl">SD Pumpkin Gift Cards</h1>
            <p className="mt-5 max-w-md text-cream/80">
              A hand-styled harvest porch, delivered and installed across San Diego County. Choose any amount; we e-mail the card, with
              its code and a card to print, on the day you choose.
            </p>
            <ul className="mt-6 space-y-1 text-sm text-gold">
              <li>No expiry date. No fees, ever.</li>
              <li>Spend it across several orders until it is used up.</li>
            </ul>
          </div>
          <GiftCardFace amount={formatUsd(cents, { alwaysCents: false })} forName={forSomeone ? form.recipientName || 'someone special' : form.buyerName || null} message={form.message || null} />
        </div>
      </section>

      <section className="container-page max-w-2xl py-12 sm:py-16">
        {purchased && (
          <p role="status" className="mb-8 rounded-2xl border border-success/30 bg-white p-5 text-charcoal shadow-card">
            <strong className="block font-display text-xl text-ember-deep">Thank you. Your gift card is paid.</strong>
            We e-mail it with its code and printable card on the day you chose, and a receipt comes from our payment processor.
          </p>
        )}
        <form onSubmit={submit} className="space-y-8 rounded-2xl bg-white p-6 shadow-card sm:p-10" noValidate>
          <fieldset>
            <legend className="font-display text-2xl text-charcoal">Amount</legend>
            <div className="mt-4 grid grid-cols-4 gap-2">
              {AMOUNTS.map((a) => (
                <button key={a} type="button" aria-pressed={amount === a} onClick={() => setAmount(a)}
                  className={`h-12 rounded-full border text-sm font-semibold transition-colors ${amount === a ? 'border-ember bg-ember text-white' : 'border-charcoal/20 text-charcoal hover:border-ember'}`}>
                  ${a}
                </button>
              ))}
            </div>
            <InputField className="mt-4" label="Or another amount ($25 to $2,500)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="font-display text-2xl text-charcoal">Who is it for?</legend>
            <div className="grid grid-cols-2 gap-2" role="group" aria-label="Who the card is e-mailed to">
              <Button variant={forSomeone ? 'dark' : 'outline'} aria-pressed={forSomeone} onClick={() => setForSomeone(true)}>Someone else</Button>
              <Button variant={forSomeone ? 'outline' : 'dark'} aria-pressed={!forSomeone} onClick={() => setForSomeone(false)}>Me</Button>
            </div>
            {forSomeone && (
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField label="Their name" value={form.recipientName} onChange={set('recipientName')} autoComplete="off" />
                <InputField label="Their e-mail" type="email" value={form.recipientEmail} onChange={set('recipientEmail')} autoComplete="off" />
                <InputField label="Send it on" type="date" value={form.sendOn} onChange={set('sendOn')} hint="Leave empty to send it as soon as it is paid." />
              </div>
            )}
            <Field label="A message (optional)">
              {({ id }) => <textarea id={id} rows={3} maxLength={500} value={form.message} onChange={set('message')} className={inputClass} />}
            </Field>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="font-display text-2xl text-charcoal">From</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label="Your name" value={form.buyerName} onChange={set('buyerName')} autoComplete="name" required />
              <InputField label="Your e-mail" type="email" value={form.buyerEmail} onChange={set('buyerEmail')} autoComplete="email" required />
            </div>
          </fieldset>

          {error && <p role="alert" className="rounded-lg bg-danger/5 px-4 py-3 text-sm text-danger">{error}</p>}
          <Button type="submit" size="lg" className="w-full" disabled={buy.isPending}>
            {buy.isPending ? 'Opening secure payment...' : `Continue to secure payment · ${formatUsd(cents, { alwaysCents: true })}`}
          </Button>
          <p className="text-center text-xs text-smoke">
            Paid securely with Stripe. California Civil Code 1749.5: no expiry date, no fees, and a balance under $10 is paid in cash on request.
          </p>
        </form>
      </section>
    </main>
  );
}
