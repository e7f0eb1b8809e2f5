import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZapierEvent } from '@sdp/shared/constants/business';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/zapier/subscriptions: every hook, newest first, with its last delivery attempt. */
export const getSubscriptions = () => unwrap(api.zapier.subscriptions.$get());

export const subscriptionsQueryOptions = () => queryOptions({ queryKey: ['zapier', 'subscriptions'], queryFn: getSubscriptions });

/** Admins only (ADR 018); `enabled` false keeps a staff member's screen from asking. */
export const useSubscriptions = (enabled = true) => useQuery({ ...subscriptionsQueryOptions(), enabled });

function useRereadSubscriptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryOptions().queryKey });
}

/** POST /api/zapier/webhooks with the staff session (docs/product-spec.md §7: target_url, event, active). */
export function useConnectWebhook() {
  const reread = useRereadSubscriptions();
  return useMutation({
    mutationFn: ({ targetUrl, event }: { targetUrl: string; event: ZapierEvent }) =>
      unwrap(api.zapier.webhooks.$post({ json: { target_url: targetUrl, event, active: true } })),
    onSuccess: reread,
  });
}

/** DELETE /api/zapier/subscriptions/{id}: staff switch a hook off; its history stays. */
export function useDisconnectWebhook() {
  const reread = useRereadSubscriptions();
  return useMutation({ mutationFn: (id: string) => unwrap(api.zapier.subscriptions[':id'].$delete({ param: { id } })), onSuccess: reread });
}
