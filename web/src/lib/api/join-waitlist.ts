import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../api-client.ts';

export type WaitlistRequest = InferRequestType<typeof api.waitlist.$post>['json'];

/** POST /api/waitlist (docs/design.md §13): the same answer whether the address was new or already listed. */
export const joinWaitlist = (entry: WaitlistRequest) => unwrap(api.waitlist.$post({ json: entry }));

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
