import { StrictMode, useEffect, useState } from 'react';
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
  // NOTE: hydrated: from here on every clock reads the real time.
  useEffect(() => setClock(null), []);
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
