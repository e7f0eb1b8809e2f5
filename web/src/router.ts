import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { createQueryClient } from './lib/query-client.ts';

export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  // NOTE: BASE_URL is '/' or '/sdpumpkin/' (from BASE_PATH); the router wants it without the trailing slash.
  basepath: import.meta.env.BASE_URL.replace(/\/$/, '') || '/',
  context: { queryClient },
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
