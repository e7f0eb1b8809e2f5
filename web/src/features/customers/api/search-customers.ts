import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/**
 * GET /api/admin/customers?q= (staff, docs/design.md §18): the households matching every word, most recently active first. The words
 * stay in the request, never in the page's address (a name or a phone is personal data).
 */
export const useCustomerSearch = (q: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['customers', q],
    queryFn: () => unwrap(api.admin.customers.$get({ query: { q } })),
    placeholderData: keepPreviousData,
  });
