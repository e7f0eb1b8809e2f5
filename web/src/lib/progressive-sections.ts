import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './when-idle.ts';
import { useIsServerRender } from './render-clock.ts';

/**
 * The home page's sections below the fold mount one at a time when the browser is idle after the first paint (ADR 014), so no
 * single task builds and lays out the whole page while a visitor may already be tapping. Anything that needs a section in place
 * (a section link, an arrival at /#section) reveals them all first, synchronously.
 */
let revealPending: (() => void) | null = null;

/** Mount every section still waiting, now; a no-op when none is. */
export function revealAllSections() {
  revealPending?.();
}

/** How many of `total` deferred sections to render: all of them at once when the address names a section. */
export function useProgressiveSections(total: number): number {
  // NOTE: a page rendered on the server holds every section already (crawlers read them): the browser hydrates them all.
  const serverRendered = useIsServerRender();
  const [shown, setShown] = useState(() => (serverRendered || window.location.hash.length > 1 ? total : 0));

  useEffect(() => {
    if (shown >= total) return;
    const revealAll = () => flushSync(() => setShown(total));
    revealPending = revealAll;
    // NOTE: the timeout bounds the wait on a page that never goes idle (a busy tab): the section mounts anyway.
    const cancel = whenIdle(() => startTransition(() => setShown((n) => Math.min(n + 1, total))), { fallbackMs: 16, timeoutMs: 1_000 });
    return () => {
      cancel();
      if (revealPending === revealAll) revealPending = null;
    };
  }, [shown, total]);

  return shown;
}
