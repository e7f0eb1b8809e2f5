import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** The season row: delivery dates with spots left, sale and promo ends, booking deadline (design §4). */
export const getSeason = () => unwrap(api.season.$get());

export const seasonQueryOptions = () => queryOptions({ queryKey: ['season'], queryFn: getSeason });

export const useSeason = () => useQuery(seasonQueryOptions());
