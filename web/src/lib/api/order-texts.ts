import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** GET /api/admin/orders/{id}/texts (staff): the order's texts both ways, each with its delivery status (docs/design.md §19). */
export const orderTextsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['order', id, 'texts'], queryFn: () => unwrap(api.admin.orders[':id'].texts.$get({ param: { id } })) });

export const useOrderTexts = (id: string) => useQuery(orderTextsQueryOptions(id));

/** POST …/texts (staff): answer the customer by text; the list comes back with the new text in it. */
export function useSendOrderText(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => unwrap(api.admin.orders[':id'].texts.$post({ param: { id }, json: { body } })),
    onSuccess: (data) => queryClient.setQueryData(orderTextsQueryOptions(id).queryKey, data),
  });
}

/** GET /api/admin/texts/unread (staff): the customer texts not read yet, for the dashboard, and the orders they are on. */
export const unreadTextsQueryOptions = () =>
  queryOptions({ queryKey: ['texts', 'unread'], queryFn: () => unwrap(api.admin.texts.unread.$get()), refetchInterval: 60_000 });

export const useUnreadTexts = () => useQuery(unreadTextsQueryOptions());

/** POST …/texts/read (staff): the order's Texts panel was read; the dashboard's count is asked again. */
export function useMarkTextsRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.admin.orders[':id'].texts.read.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadTextsQueryOptions().queryKey }),
  });
}

/** POST /api/admin/texts/read (staff): the texts of a number no household has were read on the dashboard (ADR 175). */
export function useMarkNumberRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => unwrap(api.admin.texts.read.$post({ json: { phone } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadTextsQueryOptions().queryKey }),
  });
}

/** GET /api/admin/customers/{id}/texts (staff): the household's texts, whatever order they are on, if any (ADR 175). */
export const householdTextsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['customer', id, 'texts'], queryFn: () => unwrap(api.admin.customers[':id'].texts.$get({ param: { id } })) });

export const useHouseholdTexts = (id: string) => useQuery(householdTextsQueryOptions(id));

/** POST …/customers/{id}/texts (staff): answer the household by text, to the number that texted last. */
export function useSendHouseholdText(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => unwrap(api.admin.customers[':id'].texts.$post({ param: { id }, json: { body } })),
    onSuccess: (data) => queryClient.setQueryData(householdTextsQueryOptions(id).queryKey, data),
  });
}

/** POST …/customers/{id}/texts/read (staff): the household's texts were seen on its record; the dashboard's count is asked again. */
export function useMarkHouseholdTextsRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.admin.customers[':id'].texts.read.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadTextsQueryOptions().queryKey }),
  });
}
