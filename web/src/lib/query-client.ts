import { QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-fetch.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // NOTE: 'own' marks the calls whose 401 means something else (wrong password, "not signed in yet" on /login).
    queryMeta: { unauthorized?: 'own' };
    mutationMeta: { unauthorized?: 'own' };
  }
}

let unauthorizedHandler: (() => void) | undefined;

/**
 * Who hears of a 401 (the staff frame, lib/staff-session.ts, while it is shown); returns the way to stop. Kept here rather than
 * imported, so the redirect code never reaches the visitor's bundle.
 */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/** Tell whoever hears of a 401 that the session ended, for a 401 a call caught itself (a queued crew action, ADR 168). */
export const reportUnauthorized = () => unauthorizedHandler?.();

/**
 * docs/product-spec.md §9 data-fetching defaults: no interval, no refetch on focus, never stale, no retries. Every query names its own fetcher.
 * The caches are the one place a 401 is noticed (the session ended mid-work): any query or mutation answered 401, unless its
 * meta says it handles that answer itself, goes to `handleUnauthorized` (by default, whoever registered with onUnauthorized).
 */
export function createQueryClient(handleUnauthorized: () => void = () => unauthorizedHandler?.()) {
  const check = (error: unknown, meta: { unauthorized?: 'own' } | undefined) => {
    if (meta?.unauthorized !== 'own' && isUnauthorized(error)) handleUnauthorized();
  };
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  // NOTE: the caches' own events rather than QueryCache/MutationCache options: the same errors, and constructing those classes
  // here moved react-query's mutation code into the home page's first JS (budget, docs/design.md §9).
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error, event.query.meta);
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error, event.mutation.meta);
  });
  return client;
}
