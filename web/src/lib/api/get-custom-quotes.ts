import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** GET /api/custom-quotes: every custom quote, newest first, with its CRM and e-mail state. */
export const getCustomQuotes = () => unwrap(api['custom-quotes'].$get());

export const customQuotesQueryOptions = () => queryOptions({ queryKey: ['custom-quotes'], queryFn: getCustomQuotes });

export const useCustomQuotes = () => useQuery(customQuotesQueryOptions());
