import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toast region when the first toast is raised, or when F8 (its hotkey, docs/product-spec.md §9) is pressed before that; then
 * it stays. NOTE: an empty region shows nothing, and loading it at idle put Radix toast's ~7 KB gzip on every visit to /
 * (budget, docs/design.md §9, ADR 019).
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [wanted, setWanted] = useState<'toast' | 'hotkey' | null>(null);
  if (hasToasts && wanted === null) setWanted('toast');
  useEffect(() => {
    if (wanted) return;
    const onKey = (event: KeyboardEvent) => event.code === 'F8' && setWanted('hotkey');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={wanted === 'hotkey'} />
    </Suspense>
  );
}
