import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSmtpCatcher, type SmtpCatcher } from '@sdp/dev/smtp-catcher/server';
import { startStripeEmulator } from '@sdp/dev/stripe-emulator/server';
import { migrate } from '../../api/src/db/migrate.ts';
import { seedReferenceData } from '../../api/src/db/seed/seed.ts';
import { createSql, type Sql } from '@sdp/server/db/sql';
import postgres from 'postgres';
import { removeKeysUnder } from '../../api/test/redis-keys.ts';
import { adminUrl, databaseUrl } from '../../api/test/urls.ts';
import { throwAwayAppRole, type ThrowAwayAppRole } from '../../api/test/app-role.ts';
import { startService, type Service } from './child-process.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Stack {
  runId: string;
  apiUrl: string;
  /** PUBLIC_URL: the only origin the API's Origin check trusts for a signed-in write (ADR 164). */
  publicUrl: string;
  helloUrl: string;
  sql: Sql;
  catcher: SmtpCatcher;
  /** The API's signing secret, for the e-mailed links a benchmark opens (the /renew token). */
  sessionSecret: string;
  /**
   * One more API process on the same database with some settings changed (e.g. the caps the main one turns off); stopped with the
   * stack or by its own `stop()`.
   */
  startApi(extraEnv: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  /** Stop the workers process (its jobs wait in Redis and the outbox) and start a fresh one (with some settings changed). */
  stopWorkers(): Promise<void>;
  startWorkers(extraEnv?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** `make bench` builds first; run alone (npm run bench -w bench) it builds only what is missing. */
function ensureBuilt() {
  const outputs = { web: 'web/dist/index.html', api: 'api/dist/server.js', workers: 'workers/dist/main.js' };
  for (const [workspace, file] of Object.entries(outputs)) {
    if (!existsSync(`${ROOT}${file}`)) execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  }
}

/**
 * The production shape of `make start` on ephemeral ports: the built API (serving the SPA) and the workers as child processes,
 * against a throw-away PostgreSQL database (migrated, seeded with next October's season) and a Redis key prefix of their own,
 * with the Stripe emulator and the SMTP catcher in this process. The bare Hono baseline runs as a third process.
 */
export async function startStack(): Promise<Stack> {
  ensureBuilt();
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dbName = `sdp_bench_${runId}`;
  const redisPrefix = `sdp-bench:${runId}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const sql = createSql(databaseUrl(dbName), { max: 4 });
  const services: Service[] = [];
  const webhookSecret = `whsec_bench_${runId}`;
  const emulator = await startStripeEmulator({ port: 0, webhookUrl: null, webhookSecret });
  const catcher = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });

  let appRole: ThrowAwayAppRole | undefined;
  const stop = async () => {
    await Promise.allSettled(services.map((s) => s.stop()));
    await Promise.allSettled([emulator.close(), catcher.close(), sql.end({ timeout: 5 })]);
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    await appRole?.drop();
    await removeKeysUnder(redisPrefix);
  };
  try {
    await migrate(sql);
    await seedReferenceData(sql, { season: 'next', resetSeason: true, rollPromoToSeason: true, saleRunningNow: true });
    // NOTE: the checkout benchmark books hundreds of orders; real capacity (a few dozen homes) would refuse them after a minute.
    await sql`UPDATE delivery_slots SET capacity = 1000000`;
    // NOTE: the API and workers log in as the app role, rows only, as under `make start` (ADR 250); `sql` stays the owner's.
    appRole = await throwAwayAppRole(sql, runId);

    const sessionSecret = randomBytes(32).toString('hex');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      // NOTE: production refuses the published default secret (ADR 022); one per run.
      SESSION_SECRET: sessionSecret,
      DATABASE_URL: appRole.url(dbName),
      REDIS_PREFIX: redisPrefix,
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: emulator.url,
      SMTP_URL: catcher.smtpUrl,
      STAFF_NOTIFY_EMAIL: 'staff@sdpumpkin.test',
      CRM_PROVIDER: 'none',
      // NOTE: every request comes from one address here; the per-IP limit on public POSTs (ADR 007) would refuse all but 30 a minute.
      PUBLIC_POST_RATE_LIMIT: '0',
      // NOTE: likewise the cap on unpaid holds per address and e-mail (ADR 020) would refuse all but three checkouts.
      UNPAID_HOLDS_PER_CLIENT: '0',
      LOG_LEVEL: 'info',
    };
    const api = await startService('api', ['api/dist/server.js'], env, true, ROOT);
    services.push(api);
    let workers = await startService('workers', ['workers/dist/main.js'], env, false, ROOT);
    services.push(workers);
    const stopWorkers = () => workers.stop();
    const startWorkers = async (extraEnv: Record<string, string> = {}) => {
      workers = await startService('workers', ['workers/dist/main.js'], { ...env, ...extraEnv }, false, ROOT);
      services.push(workers);
    };
    const startApi = async (extraEnv: Record<string, string>) => {
      const other = await startService('api', ['api/dist/server.js'], { ...env, ...extraEnv }, true, ROOT);
      services.push(other);
      return { url: `http://127.0.0.1:${other.port}`, stop: () => other.stop() };
    };
    const hello = await startService('hello', ['--import', 'tsx', fileURLToPath(new URL('./hello-server.ts', import.meta.url))], process.env, true, ROOT);
    services.push(hello);
    return { runId, apiUrl: `http://127.0.0.1:${api.port}`, publicUrl: env.PUBLIC_URL!, helloUrl: `http://127.0.0.1:${hello.port}/hello`, sql, catcher, sessionSecret, startApi, stopWorkers, startWorkers, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
