import { useMutation, useQueryClient } from '@tanstack/react-query';

// NOTE: one place for the order's money actions, so the run sheet's "Delivered" and the order page's buttons refresh the same lists.
const AFFECTED = [['orders'], ['order'], ['run-sheet'], ['crew-schedule'], ['admin']];

/** An action on an order: every list that shows the order reads again once it has an answer. */
export function useOrderAction<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
