import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import type { FailedJob } from './admin-types.ts';

/** GET /api/admin/failed-jobs: jobs that used up their attempts, with the last error. */
export const getFailedJobs = () => unwrap(api.admin['failed-jobs'].$get());

export const failedJobsQueryOptions = () => queryOptions({ queryKey: ['admin', 'failed-jobs'], queryFn: getFailedJobs });

export const useFailedJobs = () => useQuery(failedJobsQueryOptions());

/** POST /api/admin/failed-jobs/{queue}/{id}/retry: back to waiting; the list is read again. */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: Pick<FailedJob, 'queue' | 'id'>) =>
      unwrap(api.admin['failed-jobs'][':queue'][':id'].retry.$post({ param: { queue: encodeURIComponent(queue), id: encodeURIComponent(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedJobsQueryOptions().queryKey }),
  });
}
