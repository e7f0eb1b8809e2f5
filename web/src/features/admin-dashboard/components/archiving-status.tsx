import type { ArchivingStatus as Status } from '@sdp/shared/wire-backups';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { useArchiving } from '../api/archiving.ts';

/** "3 minutes ago" for a time a few minutes or hours old; the date and time beyond a day. */
function since(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 90) return `${seconds} seconds ago`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} minutes ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} hours ago`;
  return formatDateTime(iso);
}

function Healthy({ status }: { status: Status }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 rounded-xl border border-charcoal/10 bg-white px-4 py-3 text-sm text-smoke">
      <span className="font-semibold text-charcoal">Backups</span>
      {status.configured
        ? <span>WAL archived {status.lastArchivedAt ? since(status.lastArchivedAt) : 'not yet'} · {status.failedCount} failed {status.failedCount === 1 ? 'attempt' : 'attempts'} on record</span>
        : <span>not configured on this server: WAL archiving is off, so there is no point-in-time recovery (docs/operations.md, Backups).</span>}
    </p>
  );
}

/**
 * Archiving that falls behind, on the admin dashboard (docs/design.md §24, ADR 232): a warning when the last successful archive is
 * old or the newest attempt failed, a quiet line when all is well, and "not configured" where archiving is off (development).
 */
export function ArchivingStatus() {
  const archiving = useArchiving();
  if (archiving.isPending) return null;
  if (archiving.isError) {
    return <p role="alert" className="rounded-xl border border-danger/25 bg-white px-4 py-3 text-sm text-danger">The backup status could not be read.</p>;
  }
  const status = archiving.data;
  if (!status.warning) return <Healthy status={status} />;
  return (
    <section role="alert" aria-labelledby="archiving-warning" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3">
      <h2 id="archiving-warning" className="text-base font-semibold text-danger">Backups are falling behind</h2>
      <p className="mt-1 text-sm text-charcoal">{status.warning}.</p>
      <p className="mt-1 text-sm text-smoke">
        Orders and payments written since {status.lastArchivedAt ? formatDateTime(status.lastArchivedAt) : 'the last backup'} are not yet safe
        off this server. Check the archive repository (disk space, S3 credentials) and the database log; docs/operations.md, Backups.
      </p>
    </section>
  );
}
