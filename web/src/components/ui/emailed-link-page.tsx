import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { buttonClass } from './button.tsx';
import { Spinner } from './spinner.tsx';

const LAYOUTS = {
  form: { page: 'container-page max-w-2xl py-16 sm:py-20', card: 'rounded-2xl border border-gold/30 bg-white p-6 shadow-card sm:p-10' },
  centred: { page: 'container-page max-w-xl py-20', card: 'rounded-2xl border border-gold/30 bg-white p-8 text-center shadow-card' },
} as const;

/**
 * The frame of a page opened from an e-mailed link (no sign-in: the token is the proof): its card, "checking your link" while
 * it is read, the refusal in the server's words, and the way back to the site. `children` is what the link opened.
 */
export function EmailedLinkPage({ eyebrow, layout, checking, refusal, children }: {
  eyebrow: string;
  layout: keyof typeof LAYOUTS;
  checking: boolean;
  refusal: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <main className={LAYOUTS[layout].page}>
      <div className={LAYOUTS[layout].card}>
        <p className="eyebrow">{eyebrow}</p>
        {checking && <Spinner label="Checking your link" className="py-6" />}
        {refusal && (
          <>
            <h1 className="mt-2 text-3xl font-semibold text-charcoal">This link did not work</h1>
            <p role="alert" className="mt-3 text-ink">{refusal}</p>
          </>
        )}
        {children}
        <p className="mt-8">
          <Link to="/" className={buttonClass('outline')}>Back to SD Pumpkin</Link>
        </p>
      </div>
    </main>
  );
}
