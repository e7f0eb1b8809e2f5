import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { SeasonInfo } from '@sdp/shared/wire';
import { SaleBanner } from '../components/layout/sale-banner.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { Hero } from '../features/home/components/hero.tsx';

/** The countdown's digits are unknown at build time; the placeholder keeps the line's width and hides the digits. */
const COUNTDOWN = /<span class="hidden sm:inline"> · ends in [^<]*<\/span>/;
const COUNTDOWN_PLACEHOLDER = '<span class="hidden sm:inline invisible"> · ends in 00d 00h 00m</span>';

function Shell() {
  // NOTE: the same boxes, in the same order, as RootLayout + HomeScreen render above the fold, so swapping them moves nothing.
  return (
    <>
      <SaleBanner />
      <SiteHeader />
      <div id="main">
        <main>
          <Hero />
        </main>
      </div>
    </>
  );
}

/**
 * Build time (vite-plugins/static-shell.ts): the banner, header and hero as static HTML for index.html, so the h1 and the hero image
 * paint before any JavaScript runs. React replaces it on its first commit (main.tsx waits for the route to be ready first).
 */
export async function renderStaticShell(): Promise<string> {
  const queryClient = new QueryClient();
  // NOTE: a sale in progress, the usual state in season; with no sale running the server marks the page (web-host.ts, from the
  // season state) and the shell-guard script hides the banner, so the shell and GET /api/season agree.
  const farFuture = new Date(Date.now() + 30 * 86_400_000).toISOString();
  queryClient.setQueryData<Partial<SeasonInfo>>(['season'], { saleRunning: true, saleEndsAt: farFuture });
  const router = createRouter({
    routeTree: createRootRoute({ component: Shell }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  });
  await router.load();
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (!COUNTDOWN.test(html)) throw new Error('static shell: the sale banner countdown changed shape');
  return html.replace(COUNTDOWN, COUNTDOWN_PLACEHOLDER);
}
