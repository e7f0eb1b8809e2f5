import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/freshness-checks (staff): homes to look at the morning after heat or strong wind (ADR 131). */
export const freshnessChecksQueryOptions = () =>
  queryOptions({ queryKey: ['freshness-checks'], queryFn: () => unwrap(api.admin['freshness-checks'].$get({ query: {} })) });

export const useFreshnessChecks = () => useQuery(freshnessChecksQueryOptions());
