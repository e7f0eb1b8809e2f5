import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createSql } from '@sdp/server/db/sql';
import { migrate } from '../../../api/src/db/migrate.ts';
import { seedReferenceData } from '../../../api/src/db/seed/seed.ts';
import { hashPassword } from '../../../api/src/lib/password.ts';
import { adminUrl, databaseUrl } from '../../../api/test/urls.ts';
import { freePort, waitForHttp } from '../../../e2e/src/harness/global-setup.ts';
import type { LiveApi } from './live-api.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const STAFF = { email: 'zapier-admin@sdpumpkin.test', name: 'Zapier Admin', password: 'zapier-staff-password-2026' } as const;

/**
 * Once per run of the Zapier app's tests: a throw-away migrated, seeded database, the Stripe emulator and SMTP catcher in-process,
 * and the real API and workers from source as child processes (the outbox relay and the Zapier worker post the hooks). The app is
 * then driven by zapier-platform-core's own app tester over HTTP, as Zapier drives it. Tests read the URLs with inject('zapierApi').
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dbName = `sdp_zapier_${runId}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const dbUrl = databaseUrl(dbName);
  const sql = createSql(dbUrl, { max: 2 });
  await migrate(sql);
  await seedReferenceData(sql, { season: 'next', resetSeason: true, rollPromoToSeason: true });
  await sql`UPDATE delivery_slots SET capacity = 100`;
  await sql`INSERT INTO staff_users (email, name, password_hash, role)
            VALUES (${STAFF.email}, ${STAFF.name}, ${await hashPassword(STAFF.password)}, 'admin')`;
  await sql.end();

  const [apiPort, emulatorPort, smtpPort, mailHttpPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const webhookSecret = `whsec_zapier_${runId}`;
  const { startStripeEmulator } = await import('../../../dev/src/stripe-emulator/server.ts');
  const emulator = await startStripeEmulator({ port: emulatorPort, webhookUrl: `${baseUrl}/api/stripe/webhook`, webhookSecret });
  const { startSmtpCatcher } = await import('../../../dev/src/smtp-catcher/server.ts');
  mkdirSync(`${ROOT}.tmp/zapier-mail`, { recursive: true });
  const catcher = await startSmtpCatcher({ smtpPort, httpPort: mailHttpPort, dir: `${ROOT}.tmp/zapier-mail/${runId}` });

  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(apiPort),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: dbUrl,
    REDIS_PREFIX: `sdp-test:${runId}:zapier`,
    STRIPE_SECRET_KEY: 'sk_test_zapier',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_zapier',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${emulatorPort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_NOTIFY_EMAIL: 'staff@sdpumpkin.test',
    // NOTE: the hooks' catcher listens on loopback, which the SSRF guard refuses unless told otherwise (dev and tests only).
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    LOG_LEVEL: process.env.ZAPIER_TEST_LOG_LEVEL ?? 'warn',
  };
  const children: ChildProcess[] = [];
  const launch = (file: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    return child;
  };
  const api = launch('api/src/server.ts');
  launch('workers/src/main.ts');
  await waitForHttp(`${baseUrl}/api/health`, api);

  const live: LiveApi = { baseUrl, emulatorUrl: `http://127.0.0.1:${emulatorPort}`, databaseUrl: dbUrl, staff: STAFF };
  project.provide('zapierApi', live);

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
    zapierApi: LiveApi;
  }
}
