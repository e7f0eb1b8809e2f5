import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

const renewals = api.admin.renewals;

/** GET /api/admin/renewals (staff, docs/design.md §18): the renewal season in figures and per household. */
export const renewalSeasonQueryOptions = () => queryOptions({ queryKey: ['renewals'], queryFn: () => unwrap(renewals.$get()) });

export const useRenewalSeason = () => useQuery(renewalSeasonQueryOptions());

function useRenewalChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: ['renewals'] }) });
}

/** POST /api/admin/renewals/send: offer every household not offered yet (the scheduler does the same at renewalOffersAt). */
export const useSendRenewalOffers = () => useRenewalChange(() => unwrap(renewals.send.$post()));

/** POST /api/admin/renewals/{id}/resend: e-mail one held offer again. */
export const useResendRenewalOffer = () => useRenewalChange((id: string) => unwrap(renewals[':id'].resend.$post({ param: { id } })));

/** POST /api/admin/renewals/{id}/extend: hold one household's week `days` longer. */
export const useExtendRenewalHold = () =>
  useRenewalChange(({ id, days }: { id: string; days: number }) => unwrap(renewals[':id'].extend.$post({ param: { id }, json: { days } })));
