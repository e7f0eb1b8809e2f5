import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError, isUnauthorized } from '../../../lib/api-fetch.ts';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { useFailedJobs, useRetryFailedJob } from '../api/failed-jobs.ts';
import type { FailedJob } from '../api/admin-types.ts';

function FailedJobRow({ job }: { job: FailedJob }) {
  const retry = useRetryFailedJob();
  const run = () =>
    retry.mutate(job, {
      onSuccess: () => toast({ title: 'Job Retried', description: `${job.name} is queued again.`, variant: 'success' }),
      onError: (error) => {
        if (!isUnauthorized(error))
          toast({
            title: 'Retry Failed',
            description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
            variant: 'destructive',
          });
      },
    });
  const failedAt = new Date(job.finishedOn ?? job.timestamp).toISOString();
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium text-charcoal">
          <span className="mr-2 rounded bg-charcoal/5 px-1.5 py-0.5 font-mono text-xs">{job.queue}</span>
          {job.name}
          <span className="ml-2 text-xs font-normal text-smoke">
            {formatDateTime(failedAt)} · {job.attemptsMade} {job.attemptsMade === 1 ? 'attempt' : 'attempts'}
          </span>
        </p>
        <p className="mt-1 font-mono text-xs break-words text-danger">{job.failedReason || 'No reason recorded'}</p>
      </div>
      <Button variant="outline" size="sm" onClick={run} disabled={retry.isPending} className="shrink-0">
        {retry.isPending ? 'Retrying...' : 'Retry'}
      </Button>
    </li>
  );
}

/** Jobs that used up their attempts (docs/design.md §6: failures stay visible to staff and can be retried). */
export function FailedJobsPanel({ boardUrl }: { boardUrl: string }) {
  const jobs = useFailedJobs();
  return (
    <section id="failed-jobs" aria-labelledby="failed-jobs-heading" className="rounded-xl border border-charcoal/10 bg-white shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-charcoal/10 px-4 py-3">
        <h2 id="failed-jobs-heading" className="text-lg font-semibold">
          Failed jobs{' '}
          {jobs.data && jobs.data.length > 0 && (
            <span className="ml-1 rounded-full bg-danger px-2 py-0.5 align-middle font-sans text-xs text-white">{jobs.data.length}</span>
          )}
        </h2>
        <a href={boardUrl} target="_blank" rel="noopener" className="text-sm font-medium text-ember underline-offset-4 hover:underline">
          Open the job queue board<span className="sr-only"> (opens in a new tab)</span> ↗
        </a>
      </div>
      {jobs.isPending ? (
        <p className="px-4 py-4 text-sm text-smoke">Loading…</p>
      ) : jobs.isError ? (
        <p className="px-4 py-4 text-sm text-danger">
          {(jobs.error instanceof ApiError && jobs.error.serverMessage) || 'The job queues could not be read.'}
        </p>
      ) : jobs.data.length === 0 ? (
        <p className="px-4 py-4 text-sm text-smoke">
          No failed jobs: every e-mail, CRM sync and Zapier delivery has gone through or is still retrying.
        </p>
      ) : (
        <ul className="max-h-96 divide-y divide-charcoal/8 overflow-y-auto">
          {jobs.data.map((job) => (
            <FailedJobRow key={`${job.queue}:${job.id}`} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
