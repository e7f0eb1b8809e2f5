import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

const byToken = api.renew[':token'];

/** GET /api/renew/{token}: last year's porch at this year's prices, the held week and the card on file (docs/design.md §18). */
export const renewalQueryOptions = (token: string) =>
  // NOTE: a link that opens no offer stays an error when the screen mounts (retryOnMount would make it "loading" again): the server
  // renders that page with its words and a 404, and the browser hydrates the same (ADR 194).
  queryOptions({ queryKey: ['renewal', token], queryFn: () => unwrap(byToken.$get({ param: { token } })), retry: false, retryOnMount: false });

export const useRenewal = (token: string) => useQuery(renewalQueryOptions(token));

/** POST /api/renew/{token}/accept: the order and the PaymentIntent its deposit is confirmed with (the same ones on a second tap). */
export const acceptRenewal = (token: string, choice: { deliveryDate: string; balanceConsent: boolean; textConsent: boolean }) =>
  unwrap(byToken.accept.$post({ param: { token }, json: choice }));

/** POST /api/renew/{token}/decline: "Not this year"; the held week goes back to everyone. */
export const declineRenewal = (token: string) => unwrap(byToken.decline.$post({ param: { token } }));
