import { Hono } from 'hono';
import type { ArchivingStatus } from '@sdp/shared/wire-backups';
import { archiverStatus } from '@sdp/server/backup/archiver';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { admin } from '../../middleware/access.ts';

/** The WAL archive's health for the admin dashboard (docs/design.md §24, ADR 232): read from PostgreSQL's pg_stat_archiver. */
export const backupRoutes = new Hono<AppEnv>()
  .get('/admin/archiving', admin(), async (c) => {
    const deps = c.get('deps');
    const s = await archiverStatus(deps.sql, currentTime(deps));
    const body: ArchivingStatus = {
      configured: s.configured,
      lastArchivedAt: s.lastArchivedAt?.toISOString() ?? null,
      lastFailedAt: s.lastFailedAt?.toISOString() ?? null,
      failedCount: s.failedCount,
      waitingSegments: s.waitingSegments,
      warning: s.warning,
    };
    return c.json(body, 200);
  });
