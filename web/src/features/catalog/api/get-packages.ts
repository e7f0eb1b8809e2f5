import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

export const getPackages = () => api.get<Package[]>('/packages');

export const packagesQueryOptions = () => queryOptions({ queryKey: ['packages'], queryFn: getPackages, staleTime: 5 * 60_000 });

export const usePackages = () => useQuery(packagesQueryOptions());
