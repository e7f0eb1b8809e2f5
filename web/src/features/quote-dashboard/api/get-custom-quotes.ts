import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomQuote } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

/** GET /api/custom-quotes: every custom quote, newest first, with its CRM and e-mail state. */
export const getCustomQuotes = () => api.get<CustomQuote[]>('/custom-quotes');

export const customQuotesQueryOptions = () => queryOptions({ queryKey: ['custom-quotes'], queryFn: getCustomQuotes });

export const useCustomQuotes = () => useQuery(customQuotesQueryOptions());
