import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/custom-quotes/due (staff): open quotes whose follow-up is today or past, San Diego's calendar (ADR 035). */
export const getDueQuotes = () => unwrap(api['custom-quotes'].due.$get());

export const dueQuotesQueryOptions = () => queryOptions({ queryKey: ['custom-quotes', 'due'], queryFn: getDueQuotes });

export const useDueQuotes = () => useQuery(dueQuotesQueryOptions());
