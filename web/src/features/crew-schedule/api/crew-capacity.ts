import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { scheduleQueryOptions } from './get-schedule.ts';

/**
 * Change the crews and homes a day (admins): the season settings are read and saved back with only these two changed, through
 * PUT /api/season/settings, the one place season numbers are edited (ADR 033).
 */
export async function saveCrewCapacity({ crews, homesPerCrewDay }: { crews: number; homesPerCrewDay: number }) {
  const { year: _year, booked: _booked, ...settings } = await unwrap(api.season.settings.$get());
  return unwrap(api.season.settings.$put({ json: { ...settings, crews, homesPerCrewDay } }));
}

export function useSaveCrewCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCrewCapacity,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: ['season'] }),
    ]),
  });
}
