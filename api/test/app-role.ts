import { randomBytes } from 'node:crypto';
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
