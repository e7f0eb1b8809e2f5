import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../api-client.ts';

export type QuoteRequest = InferRequestType<typeof api.quotes.$post>['json'];

/** POST /api/quotes; the answer carries the new quote's id (docs/product-spec.md §7). */
export const createQuote = (quote: QuoteRequest) => unwrap(api.quotes.$post({ json: quote }));

export const useCreateQuote = () => useMutation({ mutationFn: createQuote });
