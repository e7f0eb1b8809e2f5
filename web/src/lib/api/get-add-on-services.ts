import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** GET /api/add-on-services: every add-on, services and countable items alike. */
export const getAddOnServices = () => unwrap(api['add-on-services'].$get());

export const addOnServicesQueryOptions = () =>
  queryOptions({ queryKey: ['add-on-services'], queryFn: getAddOnServices, staleTime: 5 * 60_000 });

export const useAddOnServices = () => useQuery(addOnServicesQueryOptions());
