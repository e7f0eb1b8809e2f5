import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change to a household: the search and the customer's page read again once it has an answer. */
export function useCustomerChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([['customers'], ['customer']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
