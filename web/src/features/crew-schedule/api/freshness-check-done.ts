import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** POST /api/admin/freshness-checks/:id/done (staff, ADR 138): the check ticked done; the list then shows who and when. */
export const useFreshnessCheckDone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin['freshness-checks'][':id'].done.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['freshness-checks'] }),
  });
};
