import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZapierEvent } from '@sdp/shared/constants/business';
import { api } from '../../../lib/api-client.ts';
import type { Subscription } from './zapier-types.ts';

/** GET /api/zapier/subscriptions: every hook, newest first, with its last delivery attempt. */
export const getSubscriptions = () => api.get<Subscription[]>('/zapier/subscriptions');

export const subscriptionsQueryOptions = () => queryOptions({ queryKey: ['zapier', 'subscriptions'], queryFn: getSubscriptions });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());

function useRereadSubscriptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryOptions().queryKey });
}

/** POST /api/zapier/webhooks with the staff session (spec §7: target_url, event, active). */
export function useConnectWebhook() {
  const reread = useRereadSubscriptions();
  return useMutation({
    mutationFn: ({ targetUrl, event }: { targetUrl: string; event: ZapierEvent }) =>
      api.post<{ id: string }>('/zapier/webhooks', { target_url: targetUrl, event, active: true }),
    onSuccess: reread,
  });
}

/** DELETE /api/zapier/subscriptions/{id}: staff switch a hook off; its history stays. */
export function useDisconnectWebhook() {
  const reread = useRereadSubscriptions();
  return useMutation({ mutationFn: (id: string) => api.delete<{ ok: true }>(`/zapier/subscriptions/${id}`), onSuccess: reread });
}
