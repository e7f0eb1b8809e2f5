import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Spec §7: a query without its own fetcher GETs the key segments joined by slashes (['packages', id] -> /api/packages/id). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => api.get(`/${queryKey.map(String).join('/')}`);

/** Spec §9 data-fetching defaults: no interval, no refetch on focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
