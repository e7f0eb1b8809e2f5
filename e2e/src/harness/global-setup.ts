import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { E2E_STAFF, type E2eContext } from './context.ts';
import { startLiveStack } from './live-stack.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

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
  const stack = await startLiveStack({
    name: 'e2e',
    staff: E2E_STAFF,
    api: 'api/dist/server.js',
    workers: 'workers/dist/main.js',
    nodeArgs: ['--enable-source-maps'],
    env: {
      NODE_ENV: 'production',
      // NOTE: every e2e customer comes from 127.0.0.1; the cap on unpaid holds per address (ADR 020) is proven by the api flood test.
      UNPAID_HOLDS_PER_CLIENT: '0',
      // NOTE: every staff test signs in from 127.0.0.1; the suite's staff screens outgrew the 50 sign-ins per address per 15 minutes.
      LOGIN_ATTEMPTS_PER_IP: '1000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });

  const context: E2eContext = {
    baseUrl: stack.baseUrl,
    mailUrl: stack.mailUrl,
    emulatorUrl: stack.emulatorUrl,
    smsUrl: stack.smsUrl,
    databaseUrl: stack.databaseUrl,
    staff: E2E_STAFF,
    runId: stack.runId,
  };
  project.provide('e2e', context);
  return stack.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
