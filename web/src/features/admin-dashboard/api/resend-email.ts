import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/resend-email: queues the order recap or the quote confirmation again (202). */
export const resendEmail = (input: { type: 'order' | 'quote'; id: string }) => api.post<{ queued: boolean }>('/resend-email', input);

export const useResendEmail = () => useMutation({ mutationFn: resendEmail });
