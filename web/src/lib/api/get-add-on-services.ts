import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-fetch.ts';

/** GET /api/add-on-services: every add-on, services and countable items alike. */
export const getAddOnServices = () => getJson('/add-on-services');

export const addOnServicesQueryOptions = () =>
  queryOptions({ queryKey: ['add-on-services'], queryFn: getAddOnServices, staleTime: 5 * 60_000 });

export const useAddOnServices = () => useQuery(addOnServicesQueryOptions());
