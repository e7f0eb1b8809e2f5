import { loadEnv } from '@sdp/server/env';
import { createSql, poolRoute } from '@sdp/server/db/sql';
import { migrate } from '../db/migrate.ts';
import { ensureDatabase } from '../db/ensure-database.ts';
import { ensureRoles } from '../db/roles.ts';

// With DATABASE_OWNER_URL (make start, make dev, docker compose): migrate as the owner, then create or update the app role named by
// DATABASE_URL's user, with its password, and grant it rows only (ADR 250). Without: migrate as DATABASE_URL and grant nothing.
const env = loadEnv();
const ownerUrl = env.DATABASE_OWNER_URL || env.DATABASE_URL;
await ensureDatabase(ownerUrl);
const sql = createSql(ownerUrl, { max: 1, ...poolRoute(env) });
try {
  const applied = await migrate(sql, undefined, {
    onRetry: (file, attempt, waitMs) => console.warn(`migration ${file}: a table it changes is busy (attempt ${attempt}); trying again in ${waitMs / 1000} s`),
  });
  console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
  if (env.DATABASE_OWNER_URL) {
    const app = new URL(env.DATABASE_URL);
    const appRole = decodeURIComponent(app.username);
    await ensureRoles(sql, { appRole, password: app.password ? decodeURIComponent(app.password) : undefined });
    console.log(`database roles: the app logs in as "${appRole}" (rows only); migrations as "${decodeURIComponent(new URL(ownerUrl).username || 'postgres')}"`);
  }
} finally {
  await sql.end();
}
