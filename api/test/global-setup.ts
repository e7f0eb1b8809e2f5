import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3StandIn } from '@sdp/dev/s3-stand-in/server';
import postgres from 'postgres';
import { createSql } from '@sdp/server/db/sql';
import { migrate } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed/seed.ts';
import { RedisKeysLeft, removeKeysUnder } from './redis-keys.ts';
import { ensureRoles, dropAppRole } from '../src/db/roles.ts';
import { sweepStaleAppRoles } from './app-role.ts';
import { adminUrl, databaseUrl, testAppRole } from './urls.ts';
import { explainRefusedConnection } from './refused-connection.ts';

/**
 * Once per run: a migrated, seeded template database that every test file clones (CREATE DATABASE ... TEMPLATE), and a run id
 * that names every throw-away database and Redis prefix so teardown removes exactly what this run made. Migrations run as the
 * owner (DATABASE_URL's role); the app in every test logs in as the run's own app role, granted rows only in the template, so
 * every clone inherits the grants (ADR 251).
 */
export default async function setup() {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `sdp_tpl_${runId}`;
  // NOTE: the admin client is opened for the moment it is needed, here and at teardown, not held through the run (ADR 171).
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${template}"`).catch(explainRefusedConnection);
    await sweepStaleAppRoles(admin);
  } finally {
    await admin.end();
  }
  const appRole = testAppRole(runId);
  const appPassword = randomBytes(16).toString('hex');
  const sql = createSql(databaseUrl(template), { max: 1 });
  try {
    await migrate(sql);
    await seedReferenceData(sql, { season: 'next', resetSeason: true });
    await ensureRoles(sql, { appRole, password: appPassword });
  } finally {
    await sql.end();
  }
  process.env.SDP_TEST_RUN_ID = runId;
  process.env.SDP_TEST_TEMPLATE_DB = template;
  process.env.SDP_TEST_APP_ROLE = appRole;
  process.env.SDP_TEST_APP_PASSWORD = appPassword;
  // NOTE: one S3 stand-in for the run (ADR 240), not one per test: a test file takes its own bucket from it (api/test/s3.ts).
  const s3Dir = mkdtempSync(join(tmpdir(), 'sdp-s3-'));
  const s3 = await startS3StandIn({ port: 0, directory: s3Dir, buckets: [] });
  process.env.SDP_TEST_S3_ENDPOINT = s3.endpoint;

  return async () => {
    await s3.close().catch(() => undefined);
    rmSync(s3Dir, { recursive: true, force: true });
    const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
    const leftovers = await admin<{ datname: string }[]>`
      SELECT datname FROM pg_database WHERE datname LIKE ${`sdp_%${runId}%`}`;
    for (const { datname } of leftovers) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await dropAppRole(adminUrl(), appRole);
    try {
      await removeKeysUnder(`sdp-test:${runId}`);
    } catch (err) {
      // NOTE: Redis may be stopped by a fault test that failed half-way; nothing of ours survives a restart anyway. Keys still
      // being written after the run are a leak, and fail the run.
      if (err instanceof RedisKeysLeft) throw err;
    }
  };
}
