import { parseArgs } from 'node:util';
import { loadEnv } from '@sdp/server/env';
import { createSql } from '@sdp/server/db/sql';
import { seedReferenceData } from '../db/seed/seed.ts';
import { seedDemoData } from '../db/seed/demo.ts';

// `npm run db:seed` = reference data only (production-safe, idempotent); `-- --demo` also rolls the season to the next October,
// lets SPOOKY15 run until its sale end and creates the demo admin (make dev).
const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const env = loadEnv();
const sql = createSql(env.DATABASE_URL, { max: 1 });
if (values.demo) {
  await seedReferenceData(sql, { season: 'next', resetSeason: await seasonHasPassed(), rollPromoToSeason: true });
  const login = await seedDemoData(sql);
  console.log(`demo staff login: ${login.email} / ${login.password}`);
} else {
  await seedReferenceData(sql, { season: 'spec' });
}
console.log('seed: reference data in place');
await sql.end();

async function seasonHasPassed() {
  const [row] = await sql`SELECT max(d) AS last FROM season, unnest(delivery_dates) d`;
  return !row?.last || new Date(`${row.last}T23:59:59Z`) < new Date();
}
