import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

// NOTE: hono/client puts params into the path as given; the id comes from the URL, so it is encoded here.
export const getPackage = (id: string) => unwrap(api.packages[':id'].$get({ param: { id: encodeURIComponent(id) } }));

export const packageQueryOptions = (id: string) => queryOptions({ queryKey: ['packages', id], queryFn: () => getPackage(id) });

export const usePackage = (id: string) => useQuery(packageQueryOptions(id));
