import type { Sql, TransactionSql } from '../db/sql.ts';

// Is the WAL archive keeping up? (docs/design.md §24, ADR 232.) PostgreSQL's own view, pg_stat_archiver, read by the admin dashboard:
// archiving that falls behind is a backup that silently stopped, the one failure nobody notices until the day it is needed.

/** Older than this, with segments waiting, the last successful archive is a warning (archive_timeout is 60 s: five missed closes). */
export const ARCHIVE_STALE_SECONDS = 300;

export interface ArchiverStatus {
  /** archive_mode is on and an archive_command (or library) is set: backups are configured on this server. */
  configured: boolean;
  lastArchivedAt: Date | null;
  lastFailedAt: Date | null;
  failedCount: number;
  /** WAL segments closed but not yet archived (null when this role may not list them). */
  waitingSegments: number | null;
  /** Why the dashboard warns, in words; null when archiving is healthy or not configured. */
  warning: string | null;
}

const ago = (seconds: number) => (seconds < 5 ? 'a moment ago' : seconds < 120 ? `${Math.round(seconds)} seconds ago` : `${Math.round(seconds / 60)} minutes ago`);

/** The verdict on a reading: pure, so its rules are tested without a server that fails to archive. */
export function archiverWarning(s: Omit<ArchiverStatus, 'warning'>, now: Date): string | null {
  if (!s.configured) return null;
  // NOTE: the newest attempt failed (a failure after the last success): archiving is failing now, whatever the count says.
  if (s.lastFailedAt && (!s.lastArchivedAt || s.lastFailedAt > s.lastArchivedAt)) {
    return `WAL archiving is failing: ${s.failedCount} failed attempt${s.failedCount === 1 ? '' : 's'}, the last ${ago((now.getTime() - s.lastFailedAt.getTime()) / 1000)}`;
  }
  const age = s.lastArchivedAt ? (now.getTime() - s.lastArchivedAt.getTime()) / 1000 : null;
  // NOTE: an idle database closes no segment, so an old last archive alone is no fault; one with segments waiting is.
  if ((s.waitingSegments ?? 1) > 0 && (age === null || age > ARCHIVE_STALE_SECONDS)) {
    return age === null ? 'WAL archiving has not archived anything yet' : `WAL archiving is behind: the last successful archive was ${ago(age)}`;
  }
  return null;
}

export async function archiverStatus(sql: Sql | TransactionSql, now: Date): Promise<ArchiverStatus> {
  const [row] = await sql<{ mode: string; command: string; library: string | null; archived: Date | null; failed: Date | null; failed_count: number }[]>`
    SELECT current_setting('archive_mode') AS mode, current_setting('archive_command') AS command,
      current_setting('archive_library', true) AS library,
      last_archived_time AS archived, last_failed_time AS failed, failed_count::int AS failed_count
    FROM pg_stat_archiver`;
  const configured = row!.mode !== 'off' && (row!.command.trim() !== '' && row!.command !== '(disabled)' || Boolean(row!.library));
  // NOTE: listing pg_wal/archive_status needs superuser or pg_monitor; a role without either still gets the times and counts.
  const waitingSegments = configured
    ? await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_ls_archive_statusdir() WHERE name LIKE '%.ready'`
      .then(([r]) => r!.n, () => null)
    : null;
  const status = { configured, lastArchivedAt: row!.archived, lastFailedAt: row!.failed, failedCount: row!.failed_count, waitingSegments };
  return { ...status, warning: archiverWarning(status, now) };
}

/**
 * Close the current WAL segment and wait until the archive holds it: everything committed so far becomes restorable. The first
 * step of a restore while the damaged server still runs (a dropped table, a bad deploy), and of the drill.
 */
export async function archiveNow(sql: Sql, timeoutMs = 60_000): Promise<void> {
  // NOTE: recovery to a time stops at the first commit after it; one stamped now lets a target up to now be reached.
  await sql`SELECT txid_current()`;
  const [switched] = await sql<{ wal: string }[]>`SELECT pg_walfile_name(pg_switch_wal()) AS wal`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql<{ last: string | null }[]>`SELECT last_archived_wal AS last FROM pg_stat_archiver`;
    if (row?.last && row.last >= switched!.wal) return;
    if (Date.now() > deadline) throw new Error(`WAL ${switched!.wal} not archived within ${timeoutMs / 1000} s: archive_command is failing (see the server log)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
