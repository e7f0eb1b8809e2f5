import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** POST /api/admin/orders/{id}/deliver: the money flow's deliver action (docs/design.md §11), from a run-sheet stop. */
export const deliverStop = (id: string) => unwrap(api.admin.orders[':id'].deliver.$post({ param: { id } }));

export function useDeliverStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverStop,
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['run-sheet'] }),
      queryClient.invalidateQueries({ queryKey: ['crew-schedule'] }),
    ]),
  });
}
