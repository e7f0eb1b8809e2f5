import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomQuote } from '@sdp/shared/wire';
import type { QuoteStatus } from '@sdp/shared/constants/business';
import { api, unwrap } from '../../../lib/api-client.ts';
import { customQuotesQueryOptions } from '../../../lib/api/get-custom-quotes.ts';

/** PUT /api/custom-quotes/{id}/status. */
export const updateQuoteStatus = ({ id, status }: { id: string; status: QuoteStatus }) =>
  unwrap(api['custom-quotes'][':id'].status.$put({ param: { id }, json: { status } }));

export function useUpdateQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuoteStatus,
    // NOTE: patch the cached list instead of refetching it: the table keeps its place and the stats move at once.
    onSuccess: (_answer, { id, status }) => {
      queryClient.setQueryData(customQuotesQueryOptions().queryKey, (quotes: CustomQuote[] | undefined) =>
        quotes?.map((quote) => (quote.id === id ? { ...quote, status } : quote)),
      );
    },
  });
}
