import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/pickups (staff, docs/design.md §26): the season's pick-ups, those not yet picked up first. */
export const pickupsQueryOptions = () => queryOptions({ queryKey: ['crew-schedule', 'pickups'], queryFn: () => unwrap(api.admin.pickups.$get()) });

export const usePickups = () => useQuery(pickupsQueryOptions());
