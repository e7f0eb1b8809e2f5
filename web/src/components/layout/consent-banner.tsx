import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '../ui/button.tsx';
import { chooseConsent, closeConsentPanel, useConsent } from '../../lib/consent/consent-store.ts';

/**
 * The privacy choice (docs/design.md §16, ADR 077): a quiet panel fixed to the bottom of the screen (no layout shift, nothing
 * covered that matters), with "Allow" and "Decline" side by side and equal, as California asks of a fair choice. It opens on its
 * own only when some third-party tag is configured and nobody has chosen; the footer's link opens it at any time.
 */
export default function ConsentBanner() {
  const { panelOpen, openedByVisitor } = useConsent();
  return panelOpen ? <ConsentPanel focus={openedByVisitor} /> : null;
}

function ConsentPanel({ focus }: { focus: boolean }) {
  const { state, gpc, tagsConfigured } = useConsent();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) panel.current?.focus();
  }, [focus]);
  const words = gpc
    ? 'Your browser sends a Global Privacy Control signal, and we honour it: nothing about your visit is sold or shared.'
    : !tagsConfigured
      ? 'Your opt-out is recorded. SD Pumpkin does not sell or share your personal information.'
      : state === 'denied'
        ? 'Your opt-out is recorded: Google and Meta receive nothing about your visit. You may allow them to measure our advertising at any time.'
        : 'With your permission, Google and Meta measure how our advertising performs. Decline and nothing about your visit is shared.';
  const ask = tagsConfigured && !gpc;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-[70] mx-auto max-w-xl rounded-2xl border border-gold/30 bg-charcoal/97 p-5 text-cream shadow-2xl outline-none sm:bottom-5 sm:p-6"
    >
      <h2 id="consent-title" className="font-sans text-[0.7rem] font-semibold tracking-[0.22em] text-gold uppercase">
        Your privacy
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-cream/85">
        {words}{' '}
        <Link to="/privacy-policy" className="underline decoration-gold/60 underline-offset-2 hover:text-gold">
          Privacy Policy
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {ask ? (
          <>
            <Button variant="light" size="sm" className="min-w-28 flex-1 sm:flex-none" onClick={() => chooseConsent('granted')}>
              Allow
            </Button>
            <Button variant="light" size="sm" className="min-w-28 flex-1 sm:flex-none" onClick={() => chooseConsent('denied')}>
              {state === 'denied' ? 'Keep it off' : 'Decline'}
            </Button>
          </>
        ) : (
          <Button variant="light" size="sm" className="min-w-28" onClick={closeConsentPanel}>
            Close
          </Button>
        )}
      </div>
    </section>
  );
}
