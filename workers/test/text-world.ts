import { listenHttp, type HttpListener } from '@sdp/dev/lib/listen-http';
import { startSmsEmulator, type SmsEmulator } from '@sdp/dev/sms-emulator/server';
import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { TestContext } from '../../api/test/harness.ts';
import { TWILIO_TEST } from '../../api/test/text-fixtures.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import type { WorkerTuning } from '../src/tuning.ts';
import { FAST, type StandIns } from './stand-ins.ts';

/** FAST, with the texts queue's retries as quick as the others'. */
export const TEXTS_FAST: Partial<WorkerTuning> = { ...FAST, backoffDelayMs: { ...FAST.backoffDelayMs, texts: 100 } };

export interface TextWorld {
  sms: SmsEmulator;
  api: HttpListener;
  /** Real workers on a clock fixed at `iso`; stopped after the test. */
  workersAt(iso: string, tuning?: Partial<WorkerTuning>): Promise<RunningWorkers>;
}

/**
 * The texts of docs/design.md §19 end to end, for one test file: the API on a real port (the SMS stand-in posts Twilio's signed
 * status callbacks and inbound texts to it, as Twilio would), the SMS stand-in, this file's settings pointing at both and at the
 * other stand-ins, and workers started on a fixed clock. Call it before the file's own beforeAll, which may then configure more.
 */
export function useTextWorld(ctx: TestContext, stand: StandIns, sms: { callbackDelayMs?: number } = {}): TextWorld {
  const world = {} as TextWorld;
  let running: RunningWorkers | null = null;
  beforeAll(async () => {
    world.api = await listenHttp({ fetch: (req) => ctx.app.fetch(req) }, 0);
    world.sms = await startSmsEmulator({
      accountSid: TWILIO_TEST.TWILIO_ACCOUNT_SID, authToken: TWILIO_TEST.TWILIO_AUTH_TOKEN, inboundUrl: `${world.api.url}/api/sms/inbound`,
      voiceUrl: `${world.api.url}/api/voice/incoming`, ...sms,
    });
    ctx.configure({ ...stand.env(), ...TWILIO_TEST, TWILIO_API_URL: world.sms.url, PUBLIC_URL: world.api.url });
  });
  afterAll(async () => {
    await Promise.all([world.sms?.close(), world.api?.close()]);
  });
  afterEach(async () => {
    await running?.stop();
    running = null;
  });
  world.workersAt = async (iso, tuning = TEXTS_FAST) => {
    running = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning, now: fixedClock(iso) });
    return running;
  };
  return world;
}
