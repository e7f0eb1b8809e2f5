import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** The 21 community names of the home page's service-area section. */
export const getHomeCommunities = () => unwrap(api['home-communities'].$get());

export const homeCommunitiesQueryOptions = () =>
  queryOptions({ queryKey: ['home-communities'], queryFn: getHomeCommunities });

export const useHomeCommunities = () => useQuery(homeCommunitiesQueryOptions());
