import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookkeepingRange } from '@sdp/shared/bookkeeping';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/stats (admins): figures and chart series computed by the server over every order and quote. */
export const getAdminStats = () => unwrap(api.admin.stats.$get({ query: {} }));

export const adminStatsQueryOptions = () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());

/** GET /api/admin/stats?from=&to=: what was collected over those San Diego days, the total of their bookkeeping CSV (ADR 151). */
export const getCollectedInRange = async (range: BookkeepingRange) => (await unwrap(api.admin.stats.$get({ query: range }))).collectedInRange!;

export const collectedInRangeQueryOptions = (range: BookkeepingRange) =>
  queryOptions({ queryKey: ['admin', 'stats', range], queryFn: () => getCollectedInRange(range) });

/** The range's figure once the range is whole; the last one stays shown while the next loads, so the figure does not flicker. */
export const useCollectedInRange = (range: BookkeepingRange | null) =>
  useQuery({ ...collectedInRangeQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null, placeholderData: keepPreviousData });
