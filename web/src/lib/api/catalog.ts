import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-fetch.ts';

// NOTE: the two catalog reads of the home page in one module: one chunk for / instead of two (JS budget, docs/design.md §9).
/** GET /api/packages: the catalog's collections (home, /packages, /collections, /reserve). */
export const getPackages = () => getJson('/packages');

export const packagesQueryOptions = () => queryOptions({ queryKey: ['packages'], queryFn: getPackages, staleTime: 5 * 60_000 });

export const usePackages = () => useQuery(packagesQueryOptions());

/** GET /api/add-on-services: every add-on, services and countable items alike. */
export const getAddOnServices = () => getJson('/add-on-services');

export const addOnServicesQueryOptions = () =>
  queryOptions({ queryKey: ['add-on-services'], queryFn: getAddOnServices, staleTime: 5 * 60_000 });

export const useAddOnServices = () => useQuery(addOnServicesQueryOptions());
