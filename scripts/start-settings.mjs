// What `make start` runs with, from the environment alone (no side effects, so scripts/start-settings.test.ts can read it).
import { randomBytes } from 'node:crypto';
import { databaseLogins } from './database-logins.mjs';

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/;
// NOTE: its own database: `make dev` seeds demo orders, staff and a demo sale into `sdpumpkin`, which a production-shaped run
// must neither show nor change (ADR 088).
export const START_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/sdpumpkin_production';
const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];

/**
 * @param {Record<string, string | undefined>} source the environment `make start` was started with
 * @param {string} [appPassword] the app role's password when DATABASE_APP_PASSWORD is not set (scripts/app-password.mjs)
 * @returns {{ env: Record<string, string | undefined>, serving: Record<string, string | undefined>, notices: string[] }} the
 *   migration's environment (owner and app), the seed's, API's and workers' (the app only), and what to print at start
 */
export function startSettings(source, appPassword) {
  const env = { NODE_ENV: 'production', ...source };
  const notices = [];
  // NOTE: production refuses the published default session secret (ADR 022). Tried on this machine (no PUBLIC_URL, or a loopback
  // one) a secret for this run is enough: a restart only signs staff out. A real site must set its own.
  const local = !env.PUBLIC_URL || LOOPBACK.test(env.PUBLIC_URL);
  if (!env.SESSION_SECRET && local) env.SESSION_SECRET = randomBytes(32).toString('hex');
  if (!env.DATABASE_URL) {
    env.DATABASE_URL = START_DATABASE_URL;
    notices.push(`database: ${START_DATABASE_URL} (make start's own, not make dev's; set DATABASE_URL to use another)`);
  }
  // NOTE: migrations log in as the owner, everything else as the app role, which may only read and write rows (ADR 250).
  const logins = databaseLogins(env, env.DATABASE_APP_PASSWORD ?? appPassword);
  Object.assign(env, { DATABASE_OWNER_URL: logins.ownerUrl, DATABASE_URL: logins.appUrl });
  const serving = { ...env, DATABASE_OWNER_URL: '' };
  const missing = STRIPE_SETTINGS.filter((key) => !env[key]);
  // NOTE: a public PUBLIC_URL without them is refused by the API and workers themselves (server/src/env.ts, ADR 088).
  if (missing.length > 0) {
    notices.push(`WARNING: ${missing.join(', ')} not set: card payments are OFF, every checkout will answer 503 ("please call").`,
      '         Set the Stripe keys (README "Settings") to take deposits.');
  }
  return { env, serving, notices };
}

// NOTE: the defaults of server/src/db/sql.ts (apiPoolMax, workersPoolMax at WORKER_CONCURRENCY 8) and the catalog cache's LISTEN.
const API_POOL_DEFAULT = 20;
const WORKERS_POOL_DEFAULT = 26;
const WORKERS_POOL_LEAST = 4; // WORKERS_POOL_MIN in server/src/db/sql.ts: one job a queue
const API_POOL_LEAST = 4; // a request runs at most QUERIES_AT_ONCE (3) queries at once, plus one to spare
const LISTEN = 1;
/** What PostgreSQL keeps for others: superuser_reserved_connections (3) and room for psql, backups, migrations, monitoring. */
export const RESERVED_CONNECTIONS = 10;
export const POSTGRES_MAX_CONNECTIONS = 100;

/**
 * How many API and workers processes `make start` runs (API_PROCESSES, WORKER_PROCESSES; 1 each unless set), and each one's pool
 * (DATABASE_POOL_MAX), so that all of them together stay within DATABASE_MAX_CONNECTIONS (PostgreSQL's max_connections, 100 unless
 * set) less RESERVED_CONNECTIONS (docs/operations.md, "Connections"). Production's pool sizes where they fit; else each shrinks in
 * proportion, never below what a process needs to work. A DATABASE_POOL_MAX set by hand wins, and is checked the same way.
 * @param {Record<string, string | undefined>} source
 */
export function processPlan(source) {
  const count = (name) => {
    const n = Number(source[name] ?? '1');
    if (!Number.isInteger(n) || n < 1 || n > 32) throw new Error(`${name} must be a whole number from 1 to 32 (got ${JSON.stringify(source[name])})`);
    return n;
  };
  const api = count('API_PROCESSES');
  const workers = count('WORKER_PROCESSES');
  const maxConnections = Number(source.DATABASE_MAX_CONNECTIONS ?? POSTGRES_MAX_CONNECTIONS);
  const budget = maxConnections - RESERVED_CONNECTIONS;
  let shrunk = false;
  let apiPool = API_POOL_DEFAULT;
  let workersPool = WORKERS_POOL_DEFAULT;
  if (source.DATABASE_POOL_MAX) {
    apiPool = workersPool = Number(source.DATABASE_POOL_MAX);
  } else {
    const wanted = api * (apiPool + LISTEN) + workers * workersPool;
    if (wanted > budget) {
      const share = budget / wanted;
      shrunk = true;
      apiPool = Math.max(API_POOL_LEAST, Math.floor((apiPool + LISTEN) * share) - LISTEN);
      workersPool = Math.max(WORKERS_POOL_LEAST, Math.floor(workersPool * share));
    }
  }
  const total = api * (apiPool + LISTEN) + workers * workersPool;
  return { api, workers, apiPool, workersPool, shrunk, total, budget, maxConnections, fits: total <= budget };
}
