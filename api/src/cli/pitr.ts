import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createSql } from '@sdp/server/db/sql';
import { restoreSummary } from '@sdp/server/db/restore-summary';
import { archiveNow, archiverStatus } from '@sdp/server/backup/archiver';
import {
  backupInfo, dataDir, ensureStanza, freePort, initSite, isRunning, restoreInto, siteUrl, socketDir, startCluster, stopCluster, takeBackup,
  targetProblem, type BackupKind, type BackupSite,
} from '@sdp/server/backup/pgbackrest';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/seed.ts';
import { formatUsd } from '@sdp/shared';

// `make backup` and `make restore TARGET=…` (docs/design.md §24, ADR 230) on this machine: the private cluster under .data/pitr
// (its own port, PITR_PORT, default 5491), archiving its WAL through pgBackRest into .data/pitr/repo1, monthly fulls into repo2.
//   tsx api/src/cli/pitr.ts backup [full|diff|incr|monthly]   take a backup now (default diff; the first is always a full)
//   tsx api/src/cli/pitr.ts restore '<time>'                  restore into a NEW cluster and print what it holds
//   tsx api/src/cli/pitr.ts status                            what the repositories hold and how archiving is doing

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const dir = join(root, '.data', 'pitr');
const site: BackupSite = { dir, port: Number(process.env.PITR_PORT ?? 5491), monthly: { path: join(dir, 'repo2') } };
const DATABASE = 'sdpumpkin';

/** Stop with one line, exit 1: bad input is said plainly, never as a stack trace. */
function refuse(message: string): never {
  console.error(`pitr: ${message}`);
  process.exit(1);
}

/** The private cluster up, with the app's database migrated and its reference data seeded the first time. */
async function ensureCluster(): Promise<void> {
  const fresh = await initSite(site);
  if (!(await isRunning(dataDir(site)))) await startCluster(dataDir(site), site.port, socketDir(site), join(dir, 'postgres.log'));
  const admin = postgres(siteUrl(site), { max: 1, onnotice: () => {} });
  const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${DATABASE}`;
  if (!exists) await admin.unsafe(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const sql = createSql(siteUrl(site, DATABASE), { max: 1 });
  try {
    await migrate(sql);
    if (fresh || !exists) await seedReferenceData(sql, { season: 'next' });
  } finally {
    await sql.end();
  }
  await ensureStanza(site);
}

function printSummary(s: Awaited<ReturnType<typeof restoreSummary>>): void {
  console.log(`  orders     ${s.orders}`);
  console.log(`  payments   ${s.payments}`);
  console.log(`  ledger     ${formatUsd(s.collectedCents)} collected, ${formatUsd(s.refundedCents)} refunded, ${formatUsd(s.collectedCents - s.refundedCents)} kept`);
  console.log(`  newest     ${s.newestOrder ? `${s.newestOrder.id} at ${s.newestOrder.createdAt.toISOString()} (${s.newestOrder.status}, ${formatUsd(s.newestOrder.totalCents)})` : 'no orders'}`);
}

async function backup(kind: BackupKind): Promise<void> {
  await ensureCluster();
  const taken = await takeBackup(site, kind);
  const info = await backupInfo(site);
  const made = info.backups.find((b) => b.label === taken.label);
  // NOTE: pgBackRest makes a diff or incr with no full before it a full (and says so in its log); the label tells which it made.
  console.log(`backup ${taken.label} (${made?.type ?? kind}, repo${made?.repo ?? '?'}) taken in ${taken.seconds.toFixed(1)} s`);
  console.log(`  repo1 ${info.backups.filter((b) => b.repo === 1).length} backups, repo2 ${info.backups.filter((b) => b.repo === 2).length}; restorable from ${info.oldestRestorable?.toISOString()}`);
  console.log(`  the cluster: ${siteUrl(site, DATABASE)} (point DATABASE_URL at it to run the app on it)`);
}

async function restore(targetText: string | undefined): Promise<void> {
  if (!targetText?.trim()) refuse("give the time to restore to: make restore TARGET='2026-11-28 17:05:00-08'");
  if (!existsSync(join(dataDir(site), 'PG_VERSION'))) refuse('no private cluster yet (.data/pitr): run `make backup` first');
  if (!(await isRunning(dataDir(site)))) await startCluster(dataDir(site), site.port, socketDir(site), join(dir, 'postgres.log'));
  // NOTE: PostgreSQL reads the time (any form it accepts, a zone or the server's), so what is checked is what recovery will use.
  const admin = postgres(siteUrl(site), { max: 1, onnotice: () => {} });
  const parsed = await admin<{ t: Date; now: Date }[]>`SELECT ${targetText}::timestamptz AS t, now() AS now`.then(([r]) => r!, () => null).finally(() => admin.end());
  if (!parsed) refuse(`TARGET '${targetText}' is not a time; give e.g. TARGET='2026-11-28 17:05:00-08'`);
  const problem = targetProblem(parsed.t, await backupInfo(site), parsed.now);
  if (problem) refuse(problem);
  // NOTE: the source still runs here, so what it wrote up to now is archived first; a lost server restores to its last archive.
  const source = createSql(siteUrl(site, DATABASE), { max: 1 });
  await archiveNow(source).finally(() => source.end());
  const into = { dir: join(dir, `restore-${new Date().toISOString().replace(/[:.]/g, '-')}`), port: await freePort() };
  console.log(`restoring to ${parsed.t.toISOString()} into ${into.dir} (port ${into.port})…`);
  const seconds = await restoreInto(site, parsed.t, into);
  const sql = createSql(siteUrl(into, DATABASE), { max: 1 });
  try {
    console.log(`restored in ${seconds.toFixed(1)} s; it holds:`);
    printSummary(await restoreSummary(sql));
  } finally {
    await sql.end();
    await stopCluster(into.dir);
  }
  console.log(`  stopped; start it again with: runuser -u postgres -- pg_ctl -D ${into.dir} -o '-p ${into.port} -k ${into.dir}-run' start`);
}

async function status(): Promise<void> {
  if (!existsSync(join(dataDir(site), 'PG_VERSION'))) refuse('no private cluster yet (.data/pitr): run `make backup` first');
  const info = await backupInfo(site);
  for (const b of info.backups) console.log(`${b.label.padEnd(34)} repo${b.repo} ${b.type.padEnd(5)} ${b.stoppedAt.toISOString()} ${(b.sizeBytes / 1e6).toFixed(1)} MB`);
  if (await isRunning(dataDir(site))) {
    const sql = createSql(siteUrl(site, DATABASE), { max: 1 });
    const s = await archiverStatus(sql, new Date()).finally(() => sql.end());
    console.log(`archiving: last ${s.lastArchivedAt?.toISOString() ?? 'never'}, ${s.failedCount} failed; ${s.warning ?? 'healthy'}`);
  }
}

const [command, arg] = process.argv.slice(2);
const KINDS: BackupKind[] = ['full', 'diff', 'incr', 'monthly'];
try {
  if (command === 'backup') {
    const kind = (arg ?? 'diff') as BackupKind;
    if (!KINDS.includes(kind)) refuse(`TYPE=${arg} is not a backup type; one of ${KINDS.join(', ')}`);
    await backup(kind);
  } else if (command === 'restore') await restore(arg);
  else if (command === 'status') await status();
  else refuse('usage: pitr.ts backup [full|diff|incr|monthly] | restore <time> | status');
} catch (err) {
  refuse((err as Error).message.split('\n')[0]!);
}
