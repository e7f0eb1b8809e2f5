import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../../../lib/api-client.ts';

/** POST /api/resend-email: queues the order recap or the quote confirmation again (202). */
export const resendEmail = (input: InferRequestType<(typeof api)['resend-email']['$post']>['json']) => unwrap(api['resend-email'].$post({ json: input }));

export const useResendEmail = () => useMutation({ mutationFn: resendEmail });
