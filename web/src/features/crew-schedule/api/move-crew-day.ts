import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrewDayMove } from '@sdp/shared/schemas/crew';
import { api, unwrap } from '../../../lib/api-client.ts';
import { scheduleQueryOptions } from './get-schedule.ts';

/** POST /api/admin/crew-days/move (docs/design.md §26): a crew day, or one crew of it, to another day with a reason. */
export const moveCrewDay = (move: CrewDayMove) => unwrap(api.admin['crew-days'].move.$post({ json: move }));

/** POST /api/admin/crew-days/move/{id}/undo: within 10 minutes, every order back on its original day. */
export const undoCrewDayMove = (id: string) => unwrap(api.admin['crew-days'].move[':id'].undo.$post({ param: { id } }));

/** Both write the schedule: it is read again after either answers, refused or not (a 409 means our copy may be stale). */
export function useMoveCrewDay() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: scheduleQueryOptions().queryKey });
  return {
    move: useMutation({ mutationFn: moveCrewDay, onSettled: refresh }),
    undo: useMutation({ mutationFn: undoCrewDayMove, onSettled: refresh }),
  };
}
