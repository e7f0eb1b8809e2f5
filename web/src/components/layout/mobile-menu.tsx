import { lazy, Suspense, useRef, useState } from 'react';

// NOTE: the drawer (Radix Dialog, focus trap, scroll lock) loads on first tap; on desktop it never loads at all.
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

/** Hamburger button for small screens; opens the side drawer of docs/product-spec.md §2. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="grid h-11 w-11 cursor-pointer place-items-center rounded-full text-charcoal hover:bg-charcoal/5 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
