import { randomBytes } from 'node:crypto';
import type postgres from 'postgres';
import { dropAppRole, ensureRoles } from '../src/db/roles.ts';
import type { Sql } from '@sdp/server/db/sql';
import { adminUrl, appDatabaseUrl, testAppRole } from './urls.ts';

export interface ThrowAwayAppRole {
  role: string;
  /** A database of this server as the app logs in (rows only). */
  url(database: string): string;
  /** Drop the role; call after its databases are dropped. */
  drop(): Promise<void>;
}

/**
 * For a live stack or a benchmark's own database (ADR 251): a role of its own, made after the owner migrated `ownerSql`'s database,
 * so the API and workers it starts run with rows only, as `make start` does.
 */
export async function throwAwayAppRole(ownerSql: Sql, runId: string): Promise<ThrowAwayAppRole> {
  const role = testAppRole(runId);
  const password = randomBytes(16).toString('hex');
  await ensureRoles(ownerSql, { appRole: role, password });
  return { role, url: (database) => appDatabaseUrl(database, role, password), drop: () => dropAppRole(adminUrl(), role) };
}

const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Drop the app roles of runs killed before their teardown (ADR 251): only a role whose run started hours ago and that holds no
 * grant anywhere (PostgreSQL refuses to drop one that does, so a run still going keeps its role).
 */
export async function sweepStaleAppRoles(admin: postgres.Sql, now = Date.now()): Promise<string[]> {
  const roles = await admin<{ rolname: string }[]>`SELECT rolname FROM pg_roles WHERE rolname LIKE 'sdp\_app\_%'`;
  const dropped: string[] = [];
  for (const { rolname } of roles) {
    const started = /^sdp_app_([0-9a-z]+)[0-9a-f]{6}$/.exec(rolname);
    if (!started || now - parseInt(started[1]!, 36) < STALE_AFTER_MS) continue;
    try {
      await admin.unsafe(`DROP ROLE "${rolname}"`);
      dropped.push(rolname);
    } catch {
      // NOTE: still granted in some database: not ours to drop.
    }
  }
  return dropped;
}
