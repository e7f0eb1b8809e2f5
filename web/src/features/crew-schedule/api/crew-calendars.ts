import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrewDayTimesInput } from '@sdp/shared/schemas/crew';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/crew-feeds (staff, ADR 127): each crew's calendar address. */
export const crewFeedsQueryOptions = () => queryOptions({ queryKey: ['crew-feeds'], queryFn: () => unwrap(api.admin['crew-feeds'].$get()) });
export const useCrewFeeds = () => useQuery(crewFeedsQueryOptions());

/** POST /api/admin/crew-feeds/{crew}/reissue: a new secret; the old address stops working. Answers every crew's feed again. */
export function useReissueCrewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crew: number) => unwrap(api.admin['crew-feeds'][':crew'].reissue.$post({ param: { crew: String(crew) } })),
    onSuccess: (feeds) => queryClient.setQueryData(crewFeedsQueryOptions().queryKey, feeds),
  });
}

/** GET /api/admin/crew-day-times (ADR 126): when the crews leave and how long each stop takes. */
export const crewDayTimesQueryOptions = () =>
  queryOptions({ queryKey: ['crew-day-times'], queryFn: () => unwrap(api.admin['crew-day-times'].$get()) });
export const useCrewDayTimes = () => useQuery(crewDayTimesQueryOptions());

/** PUT /api/admin/crew-day-times (admins): run sheets worked out afterwards use the new times. */
export function useSaveCrewDayTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (times: CrewDayTimesInput) => unwrap(api.admin['crew-day-times'].$put({ json: times })),
    onSuccess: (times) => {
      queryClient.setQueryData(crewDayTimesQueryOptions().queryKey, times);
      return queryClient.invalidateQueries({ queryKey: ['run-sheet'] });
    },
  });
}
