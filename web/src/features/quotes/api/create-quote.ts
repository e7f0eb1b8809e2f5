import { useMutation } from '@tanstack/react-query';
import type { QuoteRequest } from '@sdp/shared/schemas/quote';
import { api } from '../../../lib/api-client.ts';

/** POST /api/quotes; the answer may carry the new quote's id (spec §7). */
export const createQuote = (quote: QuoteRequest) => api.post<{ id?: string }>('/quotes', { ...quote });

export const useCreateQuote = () => useMutation({ mutationFn: createQuote });
