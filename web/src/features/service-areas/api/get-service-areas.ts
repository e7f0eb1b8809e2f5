import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceArea } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

/** GET /api/service-areas: the 12 community cards (name, zipCodes, description, community). */
export const getServiceAreas = () => api.get<ServiceArea[]>('/service-areas');

export const serviceAreasQueryOptions = () => queryOptions({ queryKey: ['service-areas'], queryFn: getServiceAreas, staleTime: 5 * 60_000 });

export const useServiceAreas = () => useQuery(serviceAreasQueryOptions());
