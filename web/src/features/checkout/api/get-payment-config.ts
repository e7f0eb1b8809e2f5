import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The payment part of GET /api/config: the publishable key and where Stripe.js (or the local emulator's stand-in) lives. */
export interface PaymentConfig {
  stripePublishableKey: string | null;
  stripeJsUrl: string;
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: () => api.get<PaymentConfig>('/config'), staleTime: 5 * 60_000 });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
