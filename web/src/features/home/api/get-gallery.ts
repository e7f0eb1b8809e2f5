import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-fetch.ts';

/** GET /api/gallery: the before/after pairs staff keep in the catalog (docs/design.md §13), in their order. */
export const getGallery = () => getJson('/gallery');

export const galleryQueryOptions = () => queryOptions({ queryKey: ['gallery'], queryFn: getGallery, staleTime: 5 * 60_000 });

export const useGallery = () => useQuery(galleryQueryOptions());
