// Does a PostgreSQL or Redis server answer at this URL? Exit 0 if it does. Uses the project's own clients (installed by npm ci).
import postgres from 'postgres';
import { Redis } from 'ioredis';

const [kind, url] = process.argv.slice(2);
const timeout = setTimeout(() => process.exit(2), 4000);
try {
  if (kind === 'postgres') {
    const target = new URL(url);
    target.pathname = '/postgres';
    const sql = postgres(target.toString(), { max: 1, connect_timeout: 3, onnotice: () => {} });
    await sql`SELECT 1`;
    await sql.end();
  } else {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
    await redis.connect();
    await redis.ping();
    redis.disconnect();
  }
  clearTimeout(timeout);
  process.exit(0);
} catch {
  process.exit(1);
}
