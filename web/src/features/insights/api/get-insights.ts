import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/insights?year= (staff, docs/design.md §21): a season beside the one before; without a year, the season sold now. */
export const useInsights = (year: number | null) =>
  useQuery({
    queryKey: ['insights', year],
    queryFn: () => unwrap(api.admin.insights.$get({ query: year === null ? {} : { year: String(year) } })),
    placeholderData: keepPreviousData,
  });
