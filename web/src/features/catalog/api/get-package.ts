import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

export const getPackage = (id: string) => api.get<Package>(`/packages/${encodeURIComponent(id)}`);

export const packageQueryOptions = (id: string) => queryOptions({ queryKey: ['packages', id], queryFn: () => getPackage(id) });

export const usePackage = (id: string) => useQuery(packageQueryOptions(id));
