import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSql } from '@sdp/server/db/sql';
import { archiverStatus } from '@sdp/server/backup/archiver';
import { dataDir, freePort, initSite, ownedTempDir, siteUrl, socketDir, startCluster, stopCluster, type BackupSite } from '@sdp/server/backup/pgbackrest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// The admin dashboard's archiving warning (docs/design.md §24, ADR 232): the API reads pg_stat_archiver of the server it writes to.
const ctx = useTestContext();
let site: BackupSite | undefined;
afterAll(async () => {
  if (!site) return;
  await stopCluster(dataDir(site)).catch(() => {});
  rmSync(join(site.dir, '..'), { recursive: true, force: true });
});

describe('GET /api/admin/archiving', () => {
  // The route answers with archiverStatus of the app's own database; the second case reads a cluster whose archive is broken.
  it('is for admins only, and says honestly that backups are not configured on a server without archiving (development)', async () => {
    expect((await call(ctx, 'GET', '/api/admin/archiving')).status).toBe(401);
    const { cookie: staff } = await signedIn(ctx, 'staff');
    expect((await call(ctx, 'GET', '/api/admin/archiving', { cookie: staff })).status).toBe(403);
    const { cookie } = await signedIn(ctx, 'admin');
    const [mode] = await ctx.sql<{ archive_mode: string }[]>`SHOW archive_mode`;
    const res = await call(ctx, 'GET', '/api/admin/archiving', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ configured: mode!.archive_mode !== 'off', warning: null });
  });

  it('warns when the archive command fails, on a private cluster whose archive refuses every segment', async () => {
    site = { dir: join(ownedTempDir('sdp-archiving-'), 'site'), port: await freePort() };
    await initSite(site);
    await startCluster(dataDir(site), site.port, socketDir(site));
    const broken = createSql(siteUrl(site), { max: 1 });
    try {
      // NOTE: a repository that is gone or full: every archive_command attempt exits non-zero.
      await broken`ALTER SYSTEM SET archive_command = 'false'`;
      await broken`SELECT pg_reload_conf()`;
      await broken`SELECT txid_current()`;
      await broken`SELECT pg_switch_wal()`;
      await expect.poll(async () => (await broken<{ n: number }[]>`SELECT failed_count::int AS n FROM pg_stat_archiver`)[0]!.n, { timeout: 20_000 }).toBeGreaterThan(0);
      const status = await archiverStatus(broken, new Date());
      expect(status).toMatchObject({ configured: true, lastArchivedAt: null });
      expect(status.warning).toMatch(/^WAL archiving is failing: \d+ failed attempts?, the last (a moment|\d+ seconds) ago$/);
    } finally {
      await broken.end();
    }
  });
});
