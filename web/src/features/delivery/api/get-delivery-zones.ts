import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryZone } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

export const getDeliveryZones = () => api.get<DeliveryZone[]>('/delivery-zones');

export const deliveryZonesQueryOptions = () =>
  queryOptions({ queryKey: ['delivery-zones'], queryFn: getDeliveryZones, staleTime: 5 * 60_000 });

export const useDeliveryZones = () => useQuery(deliveryZonesQueryOptions());
