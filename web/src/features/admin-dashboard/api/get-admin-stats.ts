import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminStats } from './admin-types.ts';

/** GET /api/admin/stats (admins): figures and chart series computed by the server over every order and quote. */
export const getAdminStats = () => api.get<AdminStats>('/admin/stats');

export const adminStatsQueryOptions = () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
