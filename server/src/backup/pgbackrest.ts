import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';

// Point-in-time recovery with pgBackRest (docs/design.md §24, ADR 230): a PRIVATE PostgreSQL cluster the project starts (its own
// data directory and port, never the machine's shared server), its WAL archived by pgBackRest at least every 60 s, and restores
// into a NEW cluster beside it. Everything here runs the binaries directly (no systemd); as root they run as the postgres user.

const run = promisify(execFile);
export const STANZA = 'sdp';
/** The production setting: a WAL segment is closed and archived at least this often (the RPO bar, docs/design.md §24). */
export const ARCHIVE_TIMEOUT_SECONDS = 60;
/** Repo 1: every full kept 30 days (time-based), diffs and WAL with them, so any moment of the last 30 days restores (ADR 230). */
export const DAILY_RETENTION_DAYS = 30;
/** Repo 2: one full a month, 7 years of them (the privacy policy's retention). */
export const MONTHLY_RETENTION_FULLS = 84;

export interface BackupSite {
  /** Everything lives under here: pg/ (data), run/ (socket), repo1/, repo2/, log/, lock/, pgbackrest.conf. */
  dir: string;
  port: number;
  /** A second repository for the monthly fulls: a directory (another disk, a mount) or an S3 bucket. Absent: repo 1 only. */
  monthly?: { path: string } | { s3: S3Repo };
  archiveTimeoutSeconds?: number;
}

export interface S3Repo { endpoint: string; bucket: string; region: string; key: string; secret: string; path: string; verifyTls: boolean }

const pgBin = (): string => {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const version = versions.at(-1);
  if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (run scripts/services.sh)');
  return `/usr/lib/postgresql/${version}/bin`;
};

const isRoot = () => process.getuid?.() === 0;

/** Run a command as the postgres user when we are root (initdb and postgres refuse root), else as ourselves. */
async function asPostgres(cmd: string, args: string[], opts: { timeoutMs?: number } = {}): Promise<string> {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  try {
    const { stdout } = await run(file, argv, { timeout: opts.timeoutMs ?? 600_000, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${cmd} ${args.filter((a) => !a.startsWith('--config')).join(' ')} failed: ${(e.stderr || e.stdout || e.message).trim()}`, { cause: err });
  }
}

/** A directory the postgres user owns (mode 0700 where PostgreSQL insists on it). */
function ownedDir(path: string, mode = 0o700): string {
  // NOTE: parents keep the usual mode (the postgres user must pass through them); only the leaf is private.
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(path, { recursive: true, mode });
  if (isRoot()) chownSync(path, postgresIds().uid, postgresIds().gid);
  return path;
}

/** A new temporary directory the postgres user may enter (a drill's clusters and repository live in it). */
export function ownedTempDir(prefix: string): string {
  return ownedDir(mkdtempSync(join(tmpdir(), prefix)));
}

let ids: { uid: number; gid: number } | undefined;
function postgresIds(): { uid: number; gid: number } {
  if (ids) return ids;
  // NOTE: /etc/passwd rather than `id`, so this stays synchronous; the postgres user comes with Debian's postgresql package.
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user on this machine (install postgresql: scripts/services.sh)');
  const [, , uid, gid] = line.split(':');
  ids = { uid: Number(uid), gid: Number(gid) };
  return ids;
}

export const configPath = (site: BackupSite) => join(site.dir, 'pgbackrest.conf');
export const dataDir = (site: BackupSite) => join(site.dir, 'pg');
export const socketDir = (site: BackupSite) => join(site.dir, 'run');
export const siteUrl = (site: Pick<BackupSite, 'port'>, database = 'postgres') => `postgres://postgres@127.0.0.1:${site.port}/${database}`;

/** pgbackrest.conf: repo 1 (30 days of point-in-time recovery) and, when given, repo 2 (a full a month, 7 years). */
export function pgbackrestConfig(site: BackupSite): string {
  const lines = [
    '[global]',
    `repo1-path=${join(site.dir, 'repo1')}`,
    // Fulls are kept by age: every full younger than 30 days, plus the one before them (the base the oldest day restores from).
    'repo1-retention-full-type=time',
    `repo1-retention-full=${DAILY_RETENTION_DAYS}`,
  ];
  if (site.monthly && 'path' in site.monthly) lines.push(`repo2-path=${site.monthly.path}`);
  if (site.monthly && 's3' in site.monthly) {
    const s3 = site.monthly.s3;
    lines.push('repo2-type=s3', `repo2-path=${s3.path}`, `repo2-s3-endpoint=${s3.endpoint}`, `repo2-s3-bucket=${s3.bucket}`,
      `repo2-s3-region=${s3.region}`, `repo2-s3-key=${s3.key}`, `repo2-s3-key-secret=${s3.secret}`, 'repo2-s3-uri-style=path',
      `repo2-storage-verify-tls=${s3.verifyTls ? 'y' : 'n'}`);
  }
  if (site.monthly) {
    // 84 fulls by count, each taken on the 1st of a month (--repo=2 --type=full), and WAL only for the newest: an old month restores
    // to its own end, which is what a 7-year record needs.
    lines.push('repo2-retention-full-type=count', `repo2-retention-full=${MONTHLY_RETENTION_FULLS}`, 'repo2-retention-archive-type=full', 'repo2-retention-archive=1');
  }
  lines.push(
    `log-path=${join(site.dir, 'log')}`,
    `lock-path=${join(site.dir, 'lock')}`,
    // NOTE: lz4 is the cheapest compression pgBackRest offers; one process, as the machine is small and shared.
    'compress-type=lz4',
    'process-max=1',
    'start-fast=y',
    'log-level-console=warn',
    'log-level-file=info',
    '',
    `[${STANZA}]`,
    `pg1-path=${dataDir(site)}`,
    `pg1-port=${site.port}`,
    `pg1-socket-path=${socketDir(site)}`,
    'pg1-user=postgres',
    '',
  );
  return lines.join('\n');
}

export const archiveCommand = (site: BackupSite) => `pgbackrest --config=${configPath(site)} --stanza=${STANZA} archive-push %p`;

/** The settings that make a cluster archive its WAL through pgBackRest (the same lines docs/operations.md gives a real server). */
export function archiveSettings(site: BackupSite): string {
  return [
    "listen_addresses = '127.0.0.1'",
    `port = ${site.port}`,
    `unix_socket_directories = '${socketDir(site)}'`,
    'wal_level = replica',
    'archive_mode = on',
    `archive_command = '${archiveCommand(site)}'`,
    `archive_timeout = ${site.archiveTimeoutSeconds ?? ARCHIVE_TIMEOUT_SECONDS}`,
    'max_wal_senders = 3',
    'shared_buffers = 64MB',
    '',
  ].join('\n');
}

/** Make the private cluster (initdb, archive settings, pgbackrest.conf) unless it exists. Returns whether it was new. */
export async function initSite(site: BackupSite): Promise<boolean> {
  ownedDir(site.dir);
  for (const sub of ['run', 'repo1', 'log', 'lock']) ownedDir(join(site.dir, sub));
  if (site.monthly && 'path' in site.monthly) ownedDir(site.monthly.path);
  writeFileSync(configPath(site), pgbackrestConfig(site), { mode: 0o640 });
  if (isRoot()) chownSync(configPath(site), postgresIds().uid, postgresIds().gid);
  const fresh = !existsSync(join(dataDir(site), 'PG_VERSION'));
  if (fresh) {
    ownedDir(dataDir(site));
    await asPostgres(join(pgBin(), 'initdb'), ['-D', dataDir(site), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  }
  // NOTE: an include file, rewritten each time, so a changed port or archive_timeout applies at the next start.
  const conf = join(dataDir(site), 'postgresql.conf');
  const include = join(dataDir(site), 'sdp-archiving.conf');
  writeFileSync(include, archiveSettings(site));
  if (isRoot()) chownSync(include, postgresIds().uid, postgresIds().gid);
  if (fresh) await run('sh', ['-c', `echo "include_if_exists = 'sdp-archiving.conf'" >> '${conf}'`]);
  return fresh;
}

const pgCtl = (dir: string, args: string[]) => asPostgres(join(pgBin(), 'pg_ctl'), ['-D', dir, ...args]);

/** Start a data directory on a port (socket in `socket`), waiting until it accepts connections (recovery included). */
export async function startCluster(dir: string, port: number, socket: string, log = join(dir, 'server.log')): Promise<void> {
  await pgCtl(dir, ['-l', log, '-w', '-t', '300', '-o', `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1`, 'start']);
}

export async function stopCluster(dir: string): Promise<void> {
  if (!existsSync(join(dir, 'postmaster.pid'))) return;
  await pgCtl(dir, ['-m', 'fast', '-w', 'stop']).catch(() => pgCtl(dir, ['-m', 'immediate', '-w', 'stop']));
}

export async function isRunning(dir: string): Promise<boolean> {
  return pgCtl(dir, ['status']).then(() => true, () => false);
}

export const pgbackrest = (site: BackupSite, args: string[]) =>
  asPostgres('pgbackrest', [`--config=${configPath(site)}`, `--stanza=${STANZA}`, ...args]);

/** The stanza (pgBackRest's name for one cluster's backups), created once; `check` proves archive_command reaches the repos. */
export async function ensureStanza(site: BackupSite): Promise<void> {
  await pgbackrest(site, ['stanza-create']);
  await pgbackrest(site, ['check']);
}

export type BackupKind = 'full' | 'diff' | 'incr' | 'monthly';

/** Take a backup now: full/diff/incr into repo 1, or `monthly` (a full into repo 2, annotated). Returns seconds taken. */
export async function takeBackup(site: BackupSite, kind: BackupKind): Promise<{ seconds: number; label: string }> {
  const started = performance.now();
  const args = kind === 'monthly'
    ? ['--repo=2', '--type=full', `--annotation=kind=monthly`, 'backup']
    : ['--repo=1', `--type=${kind}`, `--annotation=kind=${kind}`, 'backup'];
  await pgbackrest(site, args);
  const seconds = (performance.now() - started) / 1000;
  const info = await backupInfo(site);
  return { seconds, label: info.backups.at(-1)?.label ?? '?' };
}

export interface BackupSummary { label: string; type: string; repo: number; startedAt: Date; stoppedAt: Date; sizeBytes: number; repoBytes: number }
export interface BackupInfo { backups: BackupSummary[]; oldestRestorable: Date | null; archiveMax: string | null }

/** What the repositories hold (`pgbackrest info --output=json`), oldest backup first. */
export async function backupInfo(site: BackupSite): Promise<BackupInfo> {
  const json = JSON.parse(await pgbackrest(site, ['--output=json', 'info'])) as {
    backup: { label: string; type: string; database: { 'repo-key': number }; timestamp: { start: number; stop: number }; info: { size: number; repository: { delta: number } } }[];
    archive: { max: string | null }[];
  }[];
  const backups = (json[0]?.backup ?? []).map((b) => ({
    label: b.label, type: b.type, repo: b.database['repo-key'],
    startedAt: new Date(b.timestamp.start * 1000), stoppedAt: new Date(b.timestamp.stop * 1000),
    sizeBytes: b.info.size, repoBytes: b.info.repository.delta,
  })).sort((a, b) => a.stoppedAt.getTime() - b.stoppedAt.getTime());
  // NOTE: a time restores only from a backup that had finished by then: the oldest restorable moment is the first backup's stop.
  return { backups, oldestRestorable: backups[0]?.stoppedAt ?? null, archiveMax: json[0]?.archive.map((a) => a.max).filter(Boolean).sort().at(-1) ?? null };
}

/** Why `target` cannot be restored (one line), or null when it can: not a time, in the future, or before the oldest backup. */
export function targetProblem(target: Date, info: BackupInfo, now: Date): string | null {
  if (Number.isNaN(target.getTime())) return 'TARGET is not a time; give e.g. TARGET=\'2026-11-28 17:05:00-08\'';
  if (target.getTime() > now.getTime()) return `TARGET ${target.toISOString()} is in the future (now is ${now.toISOString()})`;
  if (!info.oldestRestorable) return 'no backup exists yet: run `make backup` first';
  if (target.getTime() < info.oldestRestorable.getTime()) {
    return `TARGET ${target.toISOString()} is before the oldest backup (${info.oldestRestorable.toISOString()}); nothing older can be restored`;
  }
  return null;
}

/** The time format pgBackRest takes: `YYYY-MM-DD HH:MM:SS.mmm+00`. */
export const pgbackrestTime = (t: Date) => `${t.toISOString().replace('T', ' ').replace('Z', '')}+00`;

/**
 * Restore the stanza to `target` into a NEW data directory and start it on `port`; the source cluster is not touched. Archiving is
 * off in the copy (it must never push a new timeline into the repository), and it is promoted at the target so it can be read and
 * written. Returns the seconds the restore (files + WAL replay up to the target) took.
 */
export async function restoreInto(site: BackupSite, target: Date, into: { dir: string; port: number }): Promise<number> {
  const started = performance.now();
  if (existsSync(into.dir) && readdirSync(into.dir).length > 0) throw new Error(`${into.dir} is not empty; restore needs a new directory`);
  ownedDir(into.dir);
  const socket = ownedDir(`${into.dir}-run`);
  await pgbackrest(site, [
    `--pg1-path=${into.dir}`, '--type=time', `--target=${pgbackrestTime(target)}`, '--target-action=promote', '--archive-mode=off',
    // NOTE: the repo that holds the newest backup before the target answers first; repo 2 only when repo 1 has none that old.
    'restore',
  ]);
  // The copied settings name the source's port and socket; the command line below overrides both.
  const log = join(`${into.dir}-run`, 'server.log');
  await startCluster(into.dir, into.port, socket, log);
  await waitPromoted(into.port, log);
  return (performance.now() - started) / 1000;
}

/**
 * Wait until the restored cluster has replayed to its target and been promoted. PostgreSQL accepts read-only connections while it
 * replays, and stops with FATAL when the archive ends before the target (a time after the last archived commit): that is said.
 */
async function waitPromoted(port: number, log: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const sql = postgres(siteUrl({ port }), { max: 1, onnotice: () => {}, connect_timeout: 5 });
    const inRecovery = await sql<{ r: boolean }[]>`SELECT pg_is_in_recovery() AS r`.then(([row]) => row!.r, () => null).finally(() => sql.end());
    if (inRecovery === false) return;
    const fatal = existsSync(log) ? readFileSync(log, 'utf8').split('\n').find((line) => line.includes('FATAL')) : undefined;
    if (fatal) throw new Error(`the restored cluster stopped: ${fatal.replace(/^.*FATAL:\s*/, '')} (the archive holds no commit at or after the target yet)`);
    if (Date.now() > deadline) throw new Error(`the restored cluster did not finish recovery in 10 minutes (see ${log})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function removeRestored(dir: string): Promise<void> {
  await stopCluster(dir);
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-run`, { recursive: true, force: true });
}

/** A TCP port free right now on 127.0.0.1 (the OS picks it), for a cluster of a test or a restore. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Bytes under a directory (the repository's size on disk). */
export function bytesUnder(path: string): number {
  if (!existsSync(path)) return 0;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}
