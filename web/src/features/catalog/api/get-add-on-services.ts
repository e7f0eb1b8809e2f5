import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOnService } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

export const getAddOnServices = () => api.get<AddOnService[]>('/add-on-services');

export const addOnServicesQueryOptions = () =>
  queryOptions({ queryKey: ['add-on-services'], queryFn: getAddOnServices, staleTime: 5 * 60_000 });

export const useAddOnServices = () => useQuery(addOnServicesQueryOptions());
