import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/**
 * GET /api/admin/customers?q= (staff, docs/design.md §18): the households matching every word, most recently active first. The words
 * stay in the request, never in the page's address (a name or a phone is personal data).
 */
export const useCustomerSearch = (q: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['customers', q],
    queryFn: () => unwrap(api.admin.customers.$get({ query: { q } })),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/customers/{id}: the household with every season's orders, quotes, notes and merged addresses. */
export const customerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['customer', id], queryFn: () => unwrap(api.admin.customers[':id'].$get({ param: { id } })) });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));

function useCustomerChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([['customers'], ['customer']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** PATCH /api/admin/customers/{id}: the porch notes the crew reads. */
export const useSavePorchNotes = () =>
  useCustomerChange(({ id, porchNotes }: { id: string; porchNotes: string }) =>
    unwrap(api.admin.customers[':id'].$patch({ param: { id }, json: { porchNotes } })));

/** POST /api/admin/customers/{id}/merge: the other record's orders, quotes, phones and porches join this one. */
export const useMergeCustomers = () =>
  useCustomerChange(({ id, otherId }: { id: string; otherId: string }) =>
    unwrap(api.admin.customers[':id'].merge.$post({ param: { id }, json: { otherId } })));
