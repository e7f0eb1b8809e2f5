import { parseArgs } from 'node:util';
import { loadEnv } from '@sdp/server/env';
import { createSql, poolRoute } from '@sdp/server/db/sql';
import { seedReferenceData } from '../db/seed/seed.ts';
import { seedDemoData } from '../db/seed/demo.ts';

// `npm run db:seed` = reference data only (production-safe, idempotent); `-- --demo` also rolls the season to the next October
// with booking open today, gives SPOOKY15 the season's sale window (August 1 to October 1, so off season there is no sale:
// docs/design.md §13) and creates the demo admin (make dev).
const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const env = loadEnv();
const sql = createSql(env.DATABASE_URL, { max: 1, ...poolRoute(env) });
if (values.demo) {
  await seedReferenceData(sql, { season: 'next', resetSeason: await demoSeasonStale(), rollPromoToSeason: true });
  const login = await seedDemoData(sql);
  console.log(`demo staff login: ${login.email} / ${login.password}`);
} else {
  await seedReferenceData(sql, { season: 'spec' });
}
console.log('seed: reference data in place');
await sql.end();

/** The demo season needs (re)writing when every season has passed, or when it predates sale windows (a permanent sale). */
async function demoSeasonStale() {
  const [row] = await sql`SELECT max(d) AS last, bool_or(sale_starts_at IS NULL AND sale_ends_at > now()) AS endless_sale FROM season, unnest(delivery_dates) d`;
  return !row?.last || new Date(`${row.last}T23:59:59Z`) < new Date() || row.endless_sale === true;
}
