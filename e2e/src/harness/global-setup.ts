import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createSql } from '@sdp/server/db/sql';
import { migrate } from '../../../api/src/db/migrate.ts';
import { seedReferenceData } from '../../../api/src/db/seed/seed.ts';
import { hashPassword } from '../../../api/src/lib/password.ts';
import { adminUrl, databaseUrl } from '../../../api/test/urls.ts';
import { E2E_STAFF, type E2eContext } from './context.ts';

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

function build() {
  // NOTE: the e2e suite drives the production build (make start's shape), so build it unless told the build is fresh.
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(`${ROOT}web/dist/index.html`)) return;
  // NOTE: vitest sets NODE_ENV=test, which would make Vite bundle React's development build; build as `make start` does.
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const ws of ['web', 'api', 'workers']) execFileSync('npm', ['run', 'build', '-w', ws], { cwd: ROOT, stdio: 'inherit', env });
}

/**
 * Once per e2e run: build, a throw-away database, the Stripe emulator and SMTP catcher in-process, then the built API (serving the
 * SPA) and the workers as real child processes. Tests read the URLs with inject('e2e').
 */
export default async function setup(project: TestProject) {
  build();
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dbName = `sdp_e2e_${runId}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const dbUrl = databaseUrl(dbName);
  const sql = createSql(dbUrl, { max: 2 });
  await migrate(sql);
  await seedReferenceData(sql, { season: 'next', resetSeason: true, rollPromoToSeason: true });
  await sql`INSERT INTO staff_users (email, name, password_hash, role)
            VALUES (${E2E_STAFF.email}, ${E2E_STAFF.name}, ${await hashPassword(E2E_STAFF.password)}, 'admin')`;
  await sql.end();

  const [apiPort, emulatorPort, smtpPort, mailHttpPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const webhookSecret = `whsec_e2e_${runId}`;

  const { startStripeEmulator } = await import('../../../dev/src/stripe-emulator/server.ts');
  const emulator = await startStripeEmulator({ port: emulatorPort, webhookUrl: `${baseUrl}/api/stripe/webhook`, webhookSecret });
  const { startSmtpCatcher } = await import('../../../dev/src/smtp-catcher/server.ts');
  mkdirSync(`${ROOT}.tmp/e2e-mail`, { recursive: true });
  const catcher = await startSmtpCatcher({ smtpPort, httpPort: mailHttpPort, dir: `${ROOT}.tmp/e2e-mail/${runId}` });

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(apiPort),
    PUBLIC_URL: baseUrl,
    // NOTE: production refuses the published default secret (ADR 022); one per run.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: dbUrl,
    REDIS_PREFIX: `sdp-test:${runId}:e2e`,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${emulatorPort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_NOTIFY_EMAIL: 'staff@sdpumpkin.test',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    // NOTE: every e2e customer comes from 127.0.0.1; the cap on unpaid holds per address (ADR 020) is proven by the api flood test.
    UNPAID_HOLDS_PER_CLIENT: '0',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  const children: ChildProcess[] = [];
  const launch = (name: string, file: string) => {
    const child = spawn(process.execPath, ['--enable-source-maps', file], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal === null) console.error(`e2e: ${name} exited with ${code}`);
    });
    children.push(child);
    return child;
  };
  const api = launch('api', 'api/dist/server.js');
  launch('workers', 'workers/dist/main.js');
  await waitForHttp(`${baseUrl}/api/health`, api);

  const context: E2eContext = {
    baseUrl,
    mailUrl: `http://127.0.0.1:${mailHttpPort}`,
    emulatorUrl: `http://127.0.0.1:${emulatorPort}`,
    databaseUrl: dbUrl,
    staff: E2E_STAFF,
    runId,
  };
  project.provide('e2e', context);

  return async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await Promise.allSettled([emulator.close(), catcher.close()]);
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
