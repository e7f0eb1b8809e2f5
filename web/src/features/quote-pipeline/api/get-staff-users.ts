import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/staff-users (staff): who can own a quote. */
export const getStaffUsers = () => unwrap(api['staff-users'].$get());

export const useStaffUsers = () => useQuery(queryOptions({ queryKey: ['staff-users'], queryFn: getStaffUsers }));
