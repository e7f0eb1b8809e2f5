import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-fetch.ts';

/** GET /api/packages: the catalog's collections (home, /packages, /collections, /reserve). */
export const getPackages = () => getJson('/packages');

export const packagesQueryOptions = () => queryOptions({ queryKey: ['packages'], queryFn: getPackages, staleTime: 5 * 60_000 });

export const usePackages = () => useQuery(packagesQueryOptions());
