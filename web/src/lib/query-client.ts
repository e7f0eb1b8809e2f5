import { QueryClient } from '@tanstack/react-query';

/** Spec §9 data-fetching defaults: no interval, no refetch on focus, never stale, no retries. Every query names its own fetcher. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
