import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/schedule (staff): every delivery week with its paid orders, capacity and crew days (docs/design.md §12a). */
export const getSchedule = () => unwrap(api.admin.schedule.$get());

export const scheduleQueryOptions = () => queryOptions({ queryKey: ['crew-schedule'], queryFn: getSchedule });

export const useSchedule = () => useQuery(scheduleQueryOptions());
