import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/zapier/api-keys (admins): names, prefixes and use, never the secrets. */
export const getApiKeys = () => unwrap(api.zapier['api-keys'].$get());

export const apiKeysQueryOptions = () => queryOptions({ queryKey: ['zapier', 'api-keys'], queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

function useRereadKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey });
}

/** POST /api/zapier/api-keys: a new key; the answer holds the secret, once. */
export function useCreateApiKey() {
  const reread = useRereadKeys();
  return useMutation({ mutationFn: (name: string) => unwrap(api.zapier['api-keys'].$post({ json: { name } })), onSuccess: reread });
}

/** POST /api/zapier/api-keys/{id}/rotate: the old secret stops working at once, Zapier's hooks move to the new one. */
export function useRotateApiKey() {
  const reread = useRereadKeys();
  return useMutation({ mutationFn: (id: string) => unwrap(api.zapier['api-keys'][':id'].rotate.$post({ param: { id } })), onSuccess: reread });
}

/** DELETE /api/zapier/api-keys/{id}: revoke; hooks made with it stop too. */
export function useRevokeApiKey() {
  const reread = useRereadKeys();
  return useMutation({ mutationFn: (id: string) => unwrap(api.zapier['api-keys'][':id'].$delete({ param: { id } })), onSuccess: reread });
}
