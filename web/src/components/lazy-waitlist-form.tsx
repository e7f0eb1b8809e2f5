import { lazy, Suspense } from 'react';

// NOTE: the form brings react-hook-form, valibot and the API client; it loads when a notice or an unserved zip shows it, so the
// home page's first JavaScript stays within its budget (docs/design.md §9).
const WaitlistForm = lazy(() => import('./waitlist-form.tsx').then((m) => ({ default: m.WaitlistForm })));

/** The waitlist form (waitlist-form.tsx), loaded on first use; a block of its height holds the place meanwhile. */
export function LazyWaitlistForm(props: { zipCode?: string | undefined }) {
  return (
    <Suspense fallback={<div className="min-h-24" aria-hidden="true" />}>
      <WaitlistForm {...props} />
    </Suspense>
  );
}
