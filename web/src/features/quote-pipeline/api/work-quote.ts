import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteOffer } from '@sdp/shared/schemas/quote-pipeline';
import { api, unwrap } from '../../../lib/api-client.ts';

export interface QuoteDetailsInput {
  amount?: string | null;
  notes?: string;
  followUpOn?: string | null;
  ownerId?: string | null;
}

/** PATCH /api/custom-quotes/{id}: amount, notes, follow-up date, owner. */
export const saveQuoteDetails = ({ id, ...json }: QuoteDetailsInput & { id: string }) =>
  unwrap(api['custom-quotes'][':id'].$patch({ param: { id }, json }));

/** POST /api/custom-quotes/{id}/offer: e-mail the customer the deposit link for the quoted amount. */
export const sendQuoteOffer = ({ id, ...json }: QuoteOffer & { id: string }) =>
  unwrap(api['custom-quotes'][':id'].offer.$post({ param: { id }, json }));

/** Both change a quote: the lists (all quotes, due today) are read again afterwards. */
function useQuoteChange<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['custom-quotes'] }) });
}

export const useSaveQuoteDetails = () => useQuoteChange(saveQuoteDetails);
export const useSendQuoteOffer = () => useQuoteChange(sendQuoteOffer);
