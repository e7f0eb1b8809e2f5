import { useEffect } from 'react';
import { Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SaleBanner } from '../components/layout/sale-banner.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { NotFound } from '../components/layout/not-found.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { LazyConsentBanner } from '../components/layout/lazy-consent-banner.tsx';
import { seasonQueryOptions } from '../lib/api/get-season.ts';
import { track } from '../lib/analytics.ts';
import { sendSiteEvent } from '../lib/site-events.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // NOTE: the sale banner depends on the season; loading it before the first paint keeps the banner from shifting the page.
  loader: ({ context }) => context.queryClient.ensureQueryData(seasonQueryOptions()).catch(() => null),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    // NOTE: a frame later, so the route has set its document title before the page view is recorded.
    const frame = requestAnimationFrame(() => {
      track.pageView(pathname);
      // NOTE: a task of its own: the beacon costs a few ms of main thread, and this frame already carries the route's first paint.
      setTimeout(() => sendSiteEvent('page_view'));
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <>
      <a href="#main" className="sr-only z-[80] rounded bg-charcoal px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SaleBanner />
      <SiteHeader />
      <div id="main">
        <Outlet />
      </div>
      <SiteFooter />
      <LazyToaster />
      <LazyConsentBanner />
    </>
  );
}
