import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import sharp from 'sharp';
import { migrate } from '../../api/src/db/migrate.ts';
import { createSql } from '@sdp/server/db/sql';
import { throwAwayAppRole, type ThrowAwayAppRole } from '../../api/test/app-role.ts';
import { median, ms } from './stats.ts';

// Issue 36 item 11: how long the server takes to answer one after photo (a 2000 x 1500 JPEG, what the crew's phone sends), the
// first after the process starts and warm ones. Each round is a fresh process (photo-upload-child.ts) on a throw-away database.
// Run: `BENCH_ONLY=photos make bench` or `npx tsx bench/src/photo-upload.ts` (under a minute). Writes bench/results/photos.json.
const ROUNDS = 5;
const WARM = 5;
const HERE = fileURLToPath(new URL('.', import.meta.url));

/** A photograph-like 2000 x 1500 JPEG (colour fields and grain, about 0.9 MB at quality 85): each call a different one. */
async function porchPhoto(): Promise<Buffer> {
  const fields = await sharp(randomBytes(100 * 75 * 3), { raw: { width: 100, height: 75, channels: 3 } }).resize(2000, 1500, { kernel: 'cubic' }).raw().toBuffer();
  const grain = randomBytes(fields.length);
  for (let i = 0; i < fields.length; i += 1) fields[i] = Math.min(255, Math.max(0, fields[i]! + (grain[i]! % 41) - 20));
  return sharp(fields, { raw: { width: 2000, height: 1500, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sdpumpkin');
const name = `sdp_bench_photos_${randomBytes(4).toString('hex')}`;
const admin = postgres({ host: base.hostname, port: Number(base.port || 5432), user: base.username || 'postgres', database: 'postgres', max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${name}"`);
const dbUrl = new URL(base);
dbUrl.pathname = `/${name}`;
let appRole: ThrowAwayAppRole | undefined;
const work = mkdtempSync(join(tmpdir(), 'sdp-bench-photos-'));
try {
  // NOTE: migrated as the owner; the upload child serves as an app role of its own, rows only (ADR 250).
  const sql = createSql(dbUrl.toString(), { max: 2 });
  await migrate(sql);
  appRole = await throwAwayAppRole(sql, name);
  await sql.end();
  const runs: { first: number; warm: number[]; renditionsAfter: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const photos = [];
    for (let i = 0; i <= WARM; i += 1) {
      const path = join(work, `r${round}-${i}.jpg`);
      writeFileSync(path, await porchPhoto());
      photos.push(path);
    }
    const uploads = join(work, `uploads-${round}`);
    mkdirSync(uploads);
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(HERE, 'photo-upload-child.ts'), appRole.url(name), uploads, ...photos], { encoding: 'utf8' });
    runs.push(JSON.parse(out.trim().split('\n').at(-1)!) as { first: number; warm: number[]; renditionsAfter: number });
  }
  const first = median(runs.map((r) => r.first));
  const warm = median(runs.map((r) => median(r.warm)));
  console.log(`after photo upload, 2000 x 1500 JPEG, server side, median of ${ROUNDS} fresh processes: first after start ${ms(first)}, warm ${ms(warm)}`);
  console.log(`  first: ${runs.map((r) => ms(r.first)).join(', ')}; warm (median per process): ${runs.map((r) => ms(median(r.warm))).join(', ')}`);
  console.log(`  every rendition made (in the background) ${ms(median(runs.map((r) => r.renditionsAfter)))} after the last of ${WARM + 1} answers`);
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('../results/photos.json', import.meta.url), `${JSON.stringify({ first, warm, runs }, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await appRole?.drop();
}
