import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/waitlist/unsubscribe/:token: whose address the link is for (masked) and whether it is still on the list. */
export const useUnsubscribeLink = (token: string) =>
  useQuery({ queryKey: ['waitlist-unsubscribe', token], queryFn: () => unwrap(api.waitlist.unsubscribe[':token'].$get({ param: { token } })), retry: false });

/** POST /api/waitlist/unsubscribe/:token: leaves the list; the same answer however often it is sent. */
export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => unwrap(api.waitlist.unsubscribe[':token'].$post({ param: { token } })) });
