import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-fetch.ts';

/**
 * GET /api/service-areas: the 12 community cards (name, zipCodes, description, community).
 * NOTE: the plain typed getJson, not the hono client: the community pages' loader runs from the route table, so whatever this
 * imports is in every page's first JS (ADR 061).
 */
export const getServiceAreas = () => getJson('/service-areas');

export const serviceAreasQueryOptions = () => queryOptions({ queryKey: ['service-areas'], queryFn: getServiceAreas, staleTime: 5 * 60_000 });

export const useServiceAreas = () => useQuery(serviceAreasQueryOptions());
