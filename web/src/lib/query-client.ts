import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // NOTE: 'own' marks the calls whose 401 means something else (wrong password, "not signed in yet" on /login).
    queryMeta: { unauthorized?: 'own' };
    mutationMeta: { unauthorized?: 'own' };
  }
}

/**
 * Spec §9 data-fetching defaults: no interval, no refetch on focus, never stale, no retries. Every query names its own fetcher.
 * `onUnauthorized` is the one place a 401 is handled (the session ended mid-work): any query or mutation answered 401, unless
 * its meta says it handles that answer itself.
 */
export function createQueryClient(onUnauthorized: () => void = () => {}) {
  const check = (error: unknown, meta: { unauthorized?: 'own' } | undefined) => {
    if (meta?.unauthorized !== 'own' && isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => check(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => check(error, mutation.meta) }),
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
