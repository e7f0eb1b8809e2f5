import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/run-sheet?date=&crew= (staff, docs/design.md §12a). */
export const getRunSheet = (date: string, crew: number) => unwrap(api.admin['run-sheet'].$get({ query: { date, crew: String(crew) } }));

export const runSheetQueryOptions = (date: string, crew: number) =>
  queryOptions({ queryKey: ['run-sheet', date, crew], queryFn: () => getRunSheet(date, crew) });

export const useRunSheet = (date: string, crew: number) => useQuery(runSheetQueryOptions(date, crew));
