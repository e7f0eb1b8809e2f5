import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FailedJob } from './admin-types.ts';

/** GET /api/admin/failed-jobs: jobs that used up their attempts, with the last error. */
export const getFailedJobs = () => api.get<FailedJob[]>('/admin/failed-jobs');

export const failedJobsQueryOptions = () => queryOptions({ queryKey: ['admin', 'failed-jobs'], queryFn: getFailedJobs });

export const useFailedJobs = () => useQuery(failedJobsQueryOptions());

/** POST /api/admin/failed-jobs/{queue}/{id}/retry: back to waiting; the list is read again. */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: Pick<FailedJob, 'queue' | 'id'>) =>
      api.post<{ ok: true }>(`/admin/failed-jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedJobsQueryOptions().queryKey }),
  });
}
