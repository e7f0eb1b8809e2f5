import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createSql, type Sql } from '@sdp/server/db/sql';
import { migrate } from '../../../api/src/db/migrate.ts';
import { seedReferenceData } from '../../../api/src/db/seed/seed.ts';
import { hashPassword } from '../../../api/src/lib/password.ts';
import { removeKeysUnder } from '../../../api/test/redis-keys.ts';
import { adminUrl, databaseUrl } from '../../../api/test/urls.ts';
import { throwAwayAppRole } from '../../../api/test/app-role.ts';
import { poolEnv, SUITE_POOLS } from '../../../api/test/connection-budget.ts';
import { explainRefusedConnection } from '../../../api/test/refused-connection.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface LiveStackOptions {
  /** Names the run's database (`sdp_${name}_${runId}`), Redis prefix, mail folder and exit messages. */
  name: string;
  /** An admin account created for the run. */
  staff: { email: string; name: string; password: string };
  /** The API and workers entry files, and the node flags that run them (built JS, or sources with `--import tsx`). */
  api: string;
  workers: string;
  nodeArgs: string[];
  /** Environment beside the stack's own (NODE_ENV, LOG_LEVEL, ...). */
  env: Record<string, string>;
  /** Runs on the seeded database before the processes start. */
  prepare?: (sql: Sql) => Promise<unknown>;
}

export interface LiveStack {
  runId: string;
  baseUrl: string;
  mailUrl: string;
  emulatorUrl: string;
  /** The SMS stand-in (docs/design.md §19): the texts the site sent at /__messages, a customer's text by POST /__inbound. */
  smsUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The product as it runs, for a test project's global setup: a throw-away migrated, seeded database, the Stripe emulator, SMTP
 * catcher and OSRM stand-in in-process on free ports, then the API and the workers as real child processes. `stop()` ends them, drops the database and removes
 * the stack's Redis keys.
 */
export async function startLiveStack(options: LiveStackOptions): Promise<LiveStack> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dbName = `sdp_${options.name}_${runId}`;
  // NOTE: the admin client is opened for the moment it is needed, here and in stop(), not held through the run (ADR 171).
  const admin = () => postgres(adminUrl(), { max: 1, onnotice: () => {} });
  const creating = admin();
  await creating.unsafe(`CREATE DATABASE "${dbName}"`).catch(explainRefusedConnection).finally(() => creating.end());
  // NOTE: migrated and seeded as the owner; the API, workers and the tests' own queries log in as the stack's app role (ADR 250).
  const sql = createSql(databaseUrl(dbName), { max: 2 });
  await migrate(sql);
  await seedReferenceData(sql, { season: 'next', resetSeason: true, rollPromoToSeason: true, saleRunningNow: true });
  const { staff } = options;
  await sql`INSERT INTO staff_users (email, name, password_hash, role)
            VALUES (${staff.email}, ${staff.name}, ${await hashPassword(staff.password)}, 'admin')`;
  await options.prepare?.(sql);
  const appRole = await throwAwayAppRole(sql, runId);
  await sql.end();
  const dbUrl = appRole.url(dbName);

  const [apiPort, emulatorPort, smtpPort, mailHttpPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const webhookSecret = `whsec_${options.name}_${runId}`;

  const { startStripeEmulator } = await import('../../../dev/src/stripe-emulator/server.ts');
  const emulator = await startStripeEmulator({ port: emulatorPort, webhookUrl: `${baseUrl}/api/stripe/webhook`, webhookSecret });
  // NOTE: road times for the run sheet (ADR 125) from the OSRM stand-in, on a free port like the other stand-ins.
  const { startOsrmStandIn } = await import('../../../dev/src/osrm-stand-in/server.ts');
  const osrm = await startOsrmStandIn();
  const { startSmtpCatcher } = await import('../../../dev/src/smtp-catcher/server.ts');
  mkdirSync(`${ROOT}.tmp/${options.name}-mail`, { recursive: true });
  const catcher = await startSmtpCatcher({ smtpPort, httpPort: mailHttpPort, dir: `${ROOT}.tmp/${options.name}-mail/${runId}` });
  const { startSmsEmulator } = await import('../../../dev/src/sms-emulator/server.ts');
  const sms = await startSmsEmulator({ authToken: `twilio_${options.name}_${runId}`, inboundUrl: `${baseUrl}/api/sms/inbound`, callbackDelayMs: 50 });

  const redisPrefix = `sdp-test:${runId}:${options.name}`;
  const env = {
    ...process.env,
    PORT: String(apiPort),
    PUBLIC_URL: baseUrl,
    // NOTE: production refuses the published default secret (ADR 022); one per run.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: dbUrl,
    REDIS_PREFIX: redisPrefix,
    STRIPE_SECRET_KEY: `sk_test_${options.name}`,
    STRIPE_PUBLISHABLE_KEY: `pk_test_${options.name}`,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${emulatorPort}`,
    TWILIO_ACCOUNT_SID: sms.accountSid,
    TWILIO_AUTH_TOKEN: sms.authToken,
    TWILIO_FROM: '+16195550100',
    TWILIO_API_URL: sms.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_NOTIFY_EMAIL: 'staff@sdpumpkin.test',
    ROUTING_URL: osrm.url,
    // NOTE: the tests' hook catchers listen on loopback, which the SSRF guard refuses unless told otherwise (dev and tests only).
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...options.env,
  };
  const children: ChildProcess[] = [];
  // NOTE: each process's pool is small, beside the suite's other files (ADR 171); production's sizes would let two stacks and the
  // test files beside them take most of a default PostgreSQL's 100 connections.
  const launch = (name: string, file: string, poolMax: number) => {
    const child = spawn(process.execPath, [...options.nodeArgs, file], { cwd: ROOT, env: { ...env, ...poolEnv(poolMax), ...options.env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal === null) console.error(`${options.name}: ${name} exited with ${code}`);
    });
    children.push(child);
    return child;
  };
  const api = launch('api', options.api, SUITE_POOLS.liveStackApi);
  launch('workers', options.workers, SUITE_POOLS.liveStackWorkers);
  await waitForHttp(`${baseUrl}/api/health`, api);

  return {
    runId,
    baseUrl,
    mailUrl: `http://127.0.0.1:${mailHttpPort}`,
    emulatorUrl: `http://127.0.0.1:${emulatorPort}`,
    smsUrl: sms.url,
    databaseUrl: dbUrl,
    stop: async () => {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
      await Promise.allSettled([emulator.close(), catcher.close(), osrm.close(), sms.close()]);
      const dropping = admin();
      await dropping.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).finally(() => dropping.end());
      await appRole.drop();
      // NOTE: the workers' queues and job schedulers (about 30 keys a stack) would otherwise stay in Redis after every run.
      await removeKeysUnder(redisPrefix);
    },
  };
}
