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
import { adminUrl, databaseUrl } from './urls.ts';
import { explainRefusedConnection } from './refused-connection.ts';

/**
 * Once per run: a migrated, seeded template database that every test file clones (CREATE DATABASE ... TEMPLATE), and a run id
 * that names every throw-away database and Redis prefix so teardown removes exactly what this run made.
 */
export default async function setup() {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `sdp_tpl_${runId}`;
  // NOTE: the admin client is opened for the moment it is needed, here and at teardown, not held through the run (ADR 171).
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${template}"`).catch(explainRefusedConnection).finally(() => admin.end());
  const sql = createSql(databaseUrl(template), { max: 1 });
  await migrate(sql);
  await seedReferenceData(sql, { season: 'next', resetSeason: true });
  await sql.end();
  process.env.SDP_TEST_RUN_ID = runId;
  process.env.SDP_TEST_TEMPLATE_DB = template;
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
    try {
      await removeKeysUnder(`sdp-test:${runId}`);
    } catch (err) {
      // NOTE: Redis may be stopped by a fault test that failed half-way; nothing of ours survives a restart anyway. Keys still
      // being written after the run are a leak, and fail the run.
      if (err instanceof RedisKeysLeft) throw err;
    }
  };
}
