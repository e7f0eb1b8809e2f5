import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './toast-store.ts';
import { whenIdle } from '../../lib/when-idle.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/** Mounts the Radix toast region once the page is idle, or at once when a toast is raised before that. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { fallbackMs: 1_500 }), []);
  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
