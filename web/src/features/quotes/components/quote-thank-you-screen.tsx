import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BUSINESS, TIMINGS } from '@sdp/shared/constants/business';
import { PROJECT_TYPE_LABELS } from '@sdp/shared/schemas/quote';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { EmailLink, PhoneLink } from '../../../components/layout/contact-links.tsx';
import { track } from '../../../lib/analytics.ts';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { readSubmittedQuote, removeSubmittedQuote, type SubmittedQuote } from '../../../lib/submitted-quote.ts';

const NEXT_STEPS = [
  'We review your request and project details.',
  'A designer calls or e-mails you within 24 hours.',
  'You receive a tailored proposal and quote.',
  'We schedule your installation for the season.',
];

const projectLabel = (type: string) => PROJECT_TYPE_LABELS[type as keyof typeof PROJECT_TYPE_LABELS] ?? type;

/** /quote-thank-you (docs/product-spec.md §2, §4): reads the session record once, fires the conversion, removes the record ~100 ms later. */
export function QuoteThankYouScreen() {
  useDocumentMeta('Thank You | SD Pumpkin', 'Your custom quote request has been received. We will be in touch within 24 hours.');
  const [quote] = useState<SubmittedQuote | null>(() => readSubmittedQuote());
  const fired = useRef(false);

  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    if (!quote) {
      console.info('quote-thank-you: no submitted quote found in this session');
      return;
    }
    track.quoteThankYou(quote.projectType, quote.quoteId);
    const timer = setTimeout(() => removeSubmittedQuote(), TIMINGS.thankYouRecordRemovalMs);
    return () => clearTimeout(timer);
  }, [quote]);

  return (
    <main className="container-page max-w-3xl py-20">
      <div className="text-center">
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-success/10 text-success" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="h-8 w-8"><path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" /></svg>
        </span>
        <h1 className="mt-6 text-4xl font-medium sm:text-5xl">Thank You!</h1>
        <p className="mt-4 text-lg text-smoke">Your custom quote request has been received. Our design team will be in touch within 24 hours.</p>
      </div>

      <section aria-labelledby="your-quote" className="mt-12 rounded-2xl bg-white p-7 shadow-card">
        <h2 id="your-quote" className="text-2xl font-semibold">Your Quote Request</h2>
        {quote ? (
          <dl className="mt-5 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
            <Item label="Name" value={quote.customerName} />
            <Item label="Email" value={quote.customerEmail} />
            {quote.customerPhone && <Item label="Phone" value={quote.customerPhone} />}
            <Item label="Project type" value={projectLabel(quote.projectType)} />
            {quote.projectDescription && <Item label="Project details" value={quote.projectDescription} wide />}
          </dl>
        ) : (
          <p className="mt-4 text-smoke">Quote details are being loaded...</p>
        )}
      </section>

      <section aria-labelledby="next-steps" className="mt-10">
        <h2 id="next-steps" className="text-2xl font-semibold">What happens next?</h2>
        <ol className="mt-5 space-y-3">
          {NEXT_STEPS.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-xl bg-parchment p-4">
              <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-ember font-semibold text-white">{index + 1}</span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-charcoal/10 bg-white p-6">
          <h2 className="font-sans text-sm font-semibold tracking-wider text-smoke uppercase">Call us</h2>
          <PhoneLink section="quote-thank-you" className="mt-2 block font-display text-2xl text-ember hover:underline" />
        </div>
        <div className="rounded-2xl border border-charcoal/10 bg-white p-6">
          <h2 className="font-sans text-sm font-semibold tracking-wider text-smoke uppercase">Email us</h2>
          <EmailLink section="quote-thank-you" className="mt-2 block font-display text-xl break-all text-ember hover:underline">{BUSINESS.email}</EmailLink>
        </div>
      </div>

      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('dark', 'lg')}>Return to Home</Link>
        <Link to="/reserve" className={buttonClass('outline', 'lg')}>View Our Packages</Link>
      </div>
    </main>
  );
}

function Item({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Detail label={label} className={wide ? 'sm:col-span-2' : undefined}>{value}</Detail>
  );
}
