import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import type { SeasonSettings } from './admin-types.ts';

/** GET /api/season/settings (admins): dates, capacity per date and level, what is booked, sale and booking dates. */
export const getSeasonSettings = () => unwrap(api.season.settings.$get());

export const seasonSettingsQueryOptions = () => queryOptions({ queryKey: ['season', 'settings'], queryFn: getSeasonSettings });

export const useSeasonSettings = () => useQuery(seasonSettingsQueryOptions());

/** PUT /api/season/settings; the answer is the saved season, and the public season (banner, dates) is read again. */
export function useSaveSeasonSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SeasonSettings) => unwrap(api.season.settings.$put({ json: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData(seasonSettingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['season'], exact: true });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
