import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/waitlist/rejoin/:token: whose address the link is for (masked) and whether it is on the list; changes nothing. */
export const useRejoinLink = (token: string) =>
  useQuery({ queryKey: ['waitlist-rejoin', token], queryFn: () => unwrap(api.waitlist.rejoin[':token'].$get({ param: { token } })), retry: false });

/** POST /api/waitlist/rejoin/:token: puts the address back on the list (ADR 083); the same answer however often it is sent. */
export const useRejoin = (token: string) =>
  useMutation({ mutationFn: () => unwrap(api.waitlist.rejoin[':token'].$post({ param: { token } })) });
