import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonInfo } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

/** The season row: delivery dates with spots left, sale and promo ends, booking deadline (design §4). */
export const getSeason = () => api.get<SeasonInfo>('/season');

export const seasonQueryOptions = () => queryOptions({ queryKey: ['season'], queryFn: getSeason });

export const useSeason = () => useQuery(seasonQueryOptions());
