import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-fetch.ts';

// NOTE: a plain typed GET (not hono/client): the community route's loader sits in the router's first JS (docs/design.md §9).
/** GET /api/service-areas: the 12 community cards (name, slug, zipCodes, description, community, zone). */
export const getServiceAreas = () => getJson('/service-areas');

export const serviceAreasQueryOptions = () => queryOptions({ queryKey: ['service-areas'], queryFn: getServiceAreas, staleTime: 5 * 60_000 });

export const useServiceAreas = () => useQuery(serviceAreasQueryOptions());
