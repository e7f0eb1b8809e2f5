import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

const byToken = api['pay-balance'][':token'];

/** GET /api/pay-balance/{token}: what the e-mailed link's order owes, and whether it can be paid now (ADR 026). */
export const payBalanceQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['pay-balance', token], queryFn: () => unwrap(byToken.$get({ param: { token } })), retry: false });

export const usePayBalance = (token: string) => useQuery(payBalanceQueryOptions(token));

/** POST /api/pay-balance/{token}/intent: the on-session PaymentIntent's client secret, for Stripe.js (3-D Secure or a new card). */
export const createBalanceIntent = (token: string) => unwrap(byToken.intent.$post({ param: { token } }));
