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

/** GET /api/season/rollover: next season proposed by the pattern (docs/design.md §13); asked for when staff open the panel. */
export const useSeasonProposal = (enabled: boolean) =>
  useQuery({ queryKey: ['season', 'rollover'], queryFn: () => unwrap(api.season.rollover.$get()), enabled, staleTime: 0 });

/** Everything a season change moves: the settings, the public season (banner, dates, state) and the stats' weeks. */
function refreshSeason(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: seasonSettingsQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: ['season'], exact: true });
  void queryClient.invalidateQueries({ queryKey: ['season', 'rollover'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
}

/** POST /api/season/rollover: next season saved as its own row; last season and its orders stay as they are (ADR 036). */
export function useRollSeasonOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (season: SeasonSettings & { year: number }) => unwrap(api.season.rollover.$post({ json: season })),
    onSuccess: () => refreshSeason(queryClient),
  });
}

/** GET /api/season/open-booking: the season "Open booking now" would open and how many it would e-mail, read afresh each time asked. */
export const useOpenBookingPreview = (enabled: boolean) =>
  useQuery({ queryKey: ['season', 'open-booking'], queryFn: () => unwrap(api.season['open-booking'].$get()), enabled, staleTime: 0, gcTime: 0 });

/** POST /api/season/open-booking: booking opens now, and each waitlisted person is e-mailed once. */
export function useOpenBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (year: number) => unwrap(api.season['open-booking'].$post({ json: { year } })), onSuccess: () => refreshSeason(queryClient) });
}
