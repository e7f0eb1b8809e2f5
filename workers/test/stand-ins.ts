import { startCrmSink, type CrmSink } from '@sdp/dev/crm-sink/server';
import { startSmtpCatcher, type SmtpCatcher } from '@sdp/dev/smtp-catcher/server';
import { startZapierSink, type ZapierSink } from '@sdp/dev/zapier-sink/server';
import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import type { WorkerTuning } from '../src/tuning.ts';

export const CRM_TOKEN = 'test-hubspot-token';

/** Production knobs shortened so retries and stall recovery take milliseconds, not minutes. */
export const FAST: Partial<WorkerTuning> = {
  sweepIntervalMs: 250,
  backoffDelayMs: { email: 100, crm: 100, zapier: 100 },
  lockDurationMs: 2_000,
  stalledIntervalMs: 1_000,
  webhookTimeoutMs: 1_000,
};

export interface StandIns {
  smtp: SmtpCatcher;
  crm: CrmSink;
  zapier: ZapierSink;
  /** Env for workers and API pointing at the stand-ins. */
  env(): Record<string, string>;
}

/** The three third-party stand-ins of dev/, on free ports, for one test file. */
export function useStandIns(): StandIns {
  const s = {} as StandIns;
  beforeAll(async () => {
    [s.smtp, s.crm, s.zapier] = await Promise.all([startSmtpCatcher({ smtpPort: 0, httpPort: 0 }), startCrmSink({ token: CRM_TOKEN }), startZapierSink()]);
    s.env = () => ({
      SMTP_URL: s.smtp.smtpUrl, CRM_PROVIDER: 'hubspot', HUBSPOT_API_URL: s.crm.url, HUBSPOT_TOKEN: CRM_TOKEN,
      STAFF_NOTIFY_EMAIL: 'staff@sdpumpkin.com', MAIL_FROM: 'SD Pumpkin <hello@sdpumpkin.com>', WORKER_CONCURRENCY: '4',
    });
  });
  afterAll(async () => {
    await Promise.all([s.smtp?.close(), s.crm?.close(), s.zapier?.close()]);
  });
  return s;
}

/**
 * Point this file's API at the stand-ins (plus `extraEnv`) and run the workers in-process with FAST tuning for the whole file.
 * Call after useTestContext() and useStandIns(); read `.current` inside tests.
 */
export function useWorkers(ctx: TestContext, stand: StandIns, extraEnv: Record<string, string> = {}): { current: RunningWorkers } {
  const handle = {} as { current: RunningWorkers };
  beforeAll(async () => {
    ctx.configure({ ...stand.env(), ...extraEnv });
    handle.current = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: FAST });
  });
  afterAll(() => handle.current?.stop());
  return handle;
}

/** Poll until `check` returns a truthy value (tests wait on outcomes, never on fixed sleeps). */
export async function waitUntil<T>(check: () => Promise<T> | T, timeoutMs = 15_000, label = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

let n = 0;
/** A valid quote request with a unique customer e-mail. */
export const quoteRequest = (label = 'q') => ({
  customerName: `Dana Whitfield ${label}`,
  customerEmail: `dana.${label}.${Date.now().toString(36)}${(n += 1)}@example.com`,
  customerPhone: '858-555-0100',
  projectType: 'hoa',
  projectDescription: 'Entrance displays for three gates of our HOA in Carmel Valley.',
});
