import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-fetch.ts';

/** GET /api/delivery-zones: zone names, zips and fees (the fee in dollars, as the wire carries money). */
export const getDeliveryZones = () => getJson('/delivery-zones');

export const deliveryZonesQueryOptions = () =>
  queryOptions({ queryKey: ['delivery-zones'], queryFn: getDeliveryZones, staleTime: 5 * 60_000 });

export const useDeliveryZones = () => useQuery(deliveryZonesQueryOptions());
