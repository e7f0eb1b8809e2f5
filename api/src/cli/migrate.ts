import { loadEnv } from '@sdp/server/env';
import { createSql, poolRoute } from '@sdp/server/db/sql';
import { migrate } from '../db/migrate.ts';
import { ensureDatabase } from '../db/ensure-database.ts';

const env = loadEnv();
await ensureDatabase(env.DATABASE_URL);
const sql = createSql(env.DATABASE_URL, { max: 1, ...poolRoute(env) });
const applied = await migrate(sql);
console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
await sql.end();
