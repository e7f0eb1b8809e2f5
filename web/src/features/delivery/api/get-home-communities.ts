import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The 21 community names of the home page's service-area section. */
export const getHomeCommunities = () => api.get<string[] | { name: string }[]>('/home-communities');

export const homeCommunitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['home-communities'],
    queryFn: getHomeCommunities,
    select: (rows) => rows.map((row) => (typeof row === 'string' ? row : row.name)),
  });

export const useHomeCommunities = () => useQuery(homeCommunitiesQueryOptions());
