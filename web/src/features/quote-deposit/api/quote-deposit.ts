import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/quote-deposit/{token}: the quoted project, its deposit and the balance terms (ADR 035). */
export const getQuoteDeposit = (token: string) => unwrap(api['quote-deposit'][':token'].$get({ param: { token } }));

export const useQuoteDeposit = (token: string) =>
  useQuery(queryOptions({ queryKey: ['quote-deposit', token], queryFn: () => getQuoteDeposit(token) }));

/** POST /api/quote-deposit/{token}/checkout: a fresh Checkout Session for the deposit; the browser goes to its URL. */
export const startQuoteCheckout = ({ token, balanceConsent }: { token: string; balanceConsent: boolean }) =>
  unwrap(api['quote-deposit'][':token'].checkout.$post({ param: { token }, json: { balanceConsent } }));

export const useStartQuoteCheckout = () => useMutation({ mutationFn: startQuoteCheckout });
