import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { createQueryClient } from './lib/query-client.ts';

export const queryClient = createQueryClient();

const routeViews = () => import('./components/layout/route-views.tsx');

export const router = createRouter({
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
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
