import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadQuoteRequest } from '@sdp/shared/schemas/quote';
import type { Lead, LeadsResponse } from '@sdp/shared/wire-leads';
import { api, unwrap } from '../../../lib/api-client.ts';

const leads = api.admin.leads;
const KEY = ['leads'] as const;

/** GET /api/admin/leads (staff, docs/design.md §26): missed calls to follow up, newest call first, with the caller's texts. */
export const leadsQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: () => unwrap(leads.$get()), refetchInterval: 30_000 });
export const useLeads = () => useQuery(leadsQueryOptions());

/** One lead's new state in the cached list. */
function useLeadChange<Input>(call: (input: Input) => Promise<Lead>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (lead) => queryClient.setQueryData<LeadsResponse>(KEY, (list) => list && { leads: list.leads.map((l) => (l.id === lead.id ? lead : l)) }),
  });
}

/** POST /api/admin/leads/{id}/called: "call back" was made (once, with who). */
export const useMarkLeadCalled = () => useLeadChange((id: string) => unwrap(leads[':id'].called.$post({ param: { id } })));

/** POST /api/admin/leads/{id}/quote: the lead becomes a custom quote request in the pipeline. */
export const useLeadQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quote }: { id: string; quote: LeadQuoteRequest }) => unwrap(leads[':id'].quote.$post({ param: { id }, json: quote })),
    onSuccess: ({ lead }) => queryClient.setQueryData<LeadsResponse>(KEY, (list) => list && { leads: list.leads.map((l) => (l.id === lead.id ? lead : l)) }),
  });
};
