import type { TestProject } from 'vitest/node';
import { startLiveStack } from '../../../e2e/src/harness/live-stack.ts';
import type { LiveApi } from './live-api.ts';

const STAFF = { email: 'zapier-admin@sdpumpkin.test', name: 'Zapier Admin', password: 'zapier-staff-password-2026' } as const;

/**
 * Once per run of the Zapier app's tests: the real API and workers from source (the outbox relay and the Zapier worker post the
 * hooks) on a throw-away database with the Stripe emulator and SMTP catcher (its mailbox at mailUrl) (e2e/src/harness/live-stack.ts). The app is then
 * driven by zapier-platform-core's own app tester over HTTP, as Zapier drives it. Tests read the URLs with inject('zapierApi').
 */
export default async function setup(project: TestProject) {
  const stack = await startLiveStack({
    name: 'zapier',
    staff: STAFF,
    api: 'api/src/server.ts',
    workers: 'workers/src/main.ts',
    nodeArgs: ['--import', 'tsx'],
    env: { NODE_ENV: 'test', LOG_LEVEL: process.env.ZAPIER_TEST_LOG_LEVEL ?? 'warn' },
    prepare: (sql) => sql`UPDATE delivery_slots SET capacity = 100`,
  });
  const live: LiveApi = { baseUrl: stack.baseUrl, emulatorUrl: stack.emulatorUrl, mailUrl: stack.mailUrl, databaseUrl: stack.databaseUrl, staff: STAFF };
  project.provide('zapierApi', live);
  return stack.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    zapierApi: LiveApi;
  }
}
