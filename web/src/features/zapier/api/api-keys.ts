import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApiKeyListing, IssuedApiKey } from './zapier-types.ts';

/** GET /api/zapier/api-keys (admins): names, prefixes and use, never the secrets. */
export const getApiKeys = () => api.get<ApiKeyListing[]>('/zapier/api-keys');

export const apiKeysQueryOptions = () => queryOptions({ queryKey: ['zapier', 'api-keys'], queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

function useRereadKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey });
}

/** POST /api/zapier/api-keys: a new key; the answer holds the secret, once. */
export function useCreateApiKey() {
  const reread = useRereadKeys();
  return useMutation({ mutationFn: (name: string) => api.post<IssuedApiKey>('/zapier/api-keys', { name }), onSuccess: reread });
}

/** POST /api/zapier/api-keys/{id}/rotate: the old secret stops working at once, Zapier's hooks move to the new one. */
export function useRotateApiKey() {
  const reread = useRereadKeys();
  return useMutation({ mutationFn: (id: string) => api.post<IssuedApiKey>(`/zapier/api-keys/${id}/rotate`), onSuccess: reread });
}

/** DELETE /api/zapier/api-keys/{id}: revoke; hooks made with it stop too. */
export function useRevokeApiKey() {
  const reread = useRereadKeys();
  return useMutation({ mutationFn: (id: string) => api.delete<{ ok: true }>(`/zapier/api-keys/${id}`), onSuccess: reread });
}
