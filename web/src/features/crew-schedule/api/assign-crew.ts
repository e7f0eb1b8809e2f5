import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { scheduleQueryOptions } from './get-schedule.ts';

/** PUT /api/admin/orders/{id}/crew: a crew and day in the order's week, or `crew: null` to take it off; answers the new schedule. */
export const assignCrew = ({ id, crew, day }: { id: string; crew: number | null; day?: string }) =>
  unwrap(api.admin.orders[':id'].crew.$put({ param: { id }, json: crew === null ? { crew } : { crew, day } }));

export function useAssignCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCrew,
    onSuccess: (schedule) => queryClient.setQueryData(scheduleQueryOptions().queryKey, schedule),
    // NOTE: a 409 (the day filled up meanwhile) means our copy is stale: read the schedule again so the choices are true.
    onError: () => void queryClient.invalidateQueries({ queryKey: scheduleQueryOptions().queryKey }),
  });
}
