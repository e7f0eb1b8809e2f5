import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-fetch.ts';

/** The season row: delivery dates with spots left, sale and promo ends, booking deadline (docs/design.md §4). */
export const getSeason = () => getJson('/season');

export const seasonQueryOptions = () => queryOptions({ queryKey: ['season'], queryFn: getSeason });

export const useSeason = () => useQuery(seasonQueryOptions());
