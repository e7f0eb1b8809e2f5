import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/service-areas: the 12 community cards (name, zipCodes, description, community). */
export const getServiceAreas = () => unwrap(api['service-areas'].$get());

export const serviceAreasQueryOptions = () => queryOptions({ queryKey: ['service-areas'], queryFn: getServiceAreas, staleTime: 5 * 60_000 });

export const useServiceAreas = () => useQuery(serviceAreasQueryOptions());
