import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** GET /api/config; checkout reads its payment part: the publishable key and where Stripe.js (or the emulator's stand-in) lives. */
export const getConfig = () => unwrap(api.config.$get());

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: 5 * 60_000 });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
