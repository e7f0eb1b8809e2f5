import { StrictMode, startTransition, useEffect, useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from './router.ts';
import { RenderClock } from './lib/render-clock.ts';

/**
 * The whole app, as the server renders it (prerender/render-page.tsx) and the browser hydrates or mounts it (app.tsx).
 * `renderedAt` is the server's render time while that render and its hydration run (lib/render-clock.ts); null in a page the
 * browser renders itself.
 */
export function AppRoot({ router, queryClient, renderedAt }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient; renderedAt: number | null }) {
  const [clock, setClock] = useState(renderedAt);
  useEffect(() => {
    // NOTE: hydrated (or mounted): from here on every clock reads the real time, and the page says it is live (the e2e harness
    // waits for this before it clicks: a server-rendered button shows before its handler exists).
    // NOTE: in a transition: the new clock changes a context above every section, and an urgent update there makes React finish
    // the whole page's hydration and re-render in one task (a 350-400 ms long task on /reserve at 4x CPU); a transition is
    // interruptible, so the browser keeps answering taps meanwhile (docs/design.md §14, issue 25 item 16).
    startTransition(() => setClock(null));
    document.getElementById('root')?.setAttribute('data-app-ready', '');
    // NOTE: the shell guard (prerender/shell-guard.js) replays a tap or typing that came before this moment.
    window.dispatchEvent(new Event('sdp:app-ready'));
  }, []);
  return (
    <StrictMode>
      <RenderClock value={clock}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RenderClock>
    </StrictMode>
  );
}
