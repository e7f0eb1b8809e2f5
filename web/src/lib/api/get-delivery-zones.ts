import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** GET /api/delivery-zones: zone names, zips and fees (the fee in dollars, as the wire carries money). */
export const getDeliveryZones = () => unwrap(api['delivery-zones'].$get());

export const deliveryZonesQueryOptions = () =>
  queryOptions({ queryKey: ['delivery-zones'], queryFn: getDeliveryZones, staleTime: 5 * 60_000 });

export const useDeliveryZones = () => useQuery(deliveryZonesQueryOptions());
