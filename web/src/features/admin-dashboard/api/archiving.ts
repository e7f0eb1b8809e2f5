import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/archiving: the WAL archive's health (docs/design.md §24); read again each minute while the dashboard is open. */
export const archivingQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'archiving'], queryFn: () => unwrap(api.admin.archiving.$get()), refetchInterval: 60_000 });

export const useArchiving = () => useQuery(archivingQueryOptions());
