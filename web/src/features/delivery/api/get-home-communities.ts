import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-fetch.ts';

/** The 21 community names of the home page's service-area section. */
export const getHomeCommunities = () => getJson('/home-communities');

export const homeCommunitiesQueryOptions = () =>
  queryOptions({ queryKey: ['home-communities'], queryFn: getHomeCommunities });

export const useHomeCommunities = () => useQuery(homeCommunitiesQueryOptions());
