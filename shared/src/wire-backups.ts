/** GET /api/admin/archiving: how the server's WAL archive (point-in-time recovery, docs/design.md §24) is keeping up. */
export interface ArchivingStatus {
  /** archive_mode on and an archive_command set on the server the app writes to; false in development. */
  configured: boolean;
  lastArchivedAt: string | null;
  lastFailedAt: string | null;
  failedCount: number;
  /** Closed WAL segments not yet archived (null when the app's role may not list them). */
  waitingSegments: number | null;
  /** Why staff should look, in words; null when archiving is healthy or not configured. */
  warning: string | null;
}
