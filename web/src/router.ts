import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@sdp/shared/pages/page-state';
import { routeTree } from './routeTree.gen.ts';
import type { StaffScreenFrame } from './features/staff-auth/components/staff-frame.tsx';

const routeViews = () => import('./components/layout/route-views.tsx');

/** The router of the site; the browser makes one (below), the server one per page it renders (prerender/render-page.tsx). */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    // NOTE: BASE_URL is '/' or '/sdpumpkin/' (from BASE_PATH); the router wants it without the trailing slash.
    basepath: import.meta.env.BASE_URL.replace(/\/$/, '') || '/',
    context: { queryClient },
    // NOTE: every route's pending and error view (components/layout/route-views.tsx), loaded only when one shows: declared per
    // route, their code joined each route's chunk and the home page's first JS (budget, docs/design.md §9, ADR 019).
    defaultPendingComponent: lazyRouteComponent(routeViews, 'PendingView'),
    defaultErrorComponent: lazyRouteComponent(routeViews, 'ErrorView'),
    defaultPreload: 'intent',
    // NOTE: React Query caches; the router must not consider loader data stale on its own.
    defaultPreloadStaleTime: 0,
    // NOTE: on the server the router would write its scroll-restoration script inline (the CSP refuses inline scripts) and the
    // browser's router renders nothing there, so the two would not match at hydration.
    scrollRestoration: !server && keepWhereTheVisitorIs(),
    ...(server ? { history: server.history, isServer: true } : {}),
  });
}

/**
 * The router's scroll restoration, except on the first render of a page the server rendered: that render is the hydration of a
 * page the visitor may already have scrolled (or the browser put back where it was), and the router would scroll it to the top
 * (docs/design.md §16, ADR 076). Every later navigation restores or resets the scroll as usual.
 */
function keepWhereTheVisitorIs() {
  let hydrating = typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ID) !== null;
  return () => {
    const skip = hydrating;
    hydrating = false;
    return !skip;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /** A staff screen's heading, read by the `_staff` layout; `opensCrewApp`: set up the crew's app first (the run sheet, ADR 145). */
  interface StaticDataRouteOption {
    staff?: StaffScreenFrame & { opensCrewApp?: true };
  }
}
