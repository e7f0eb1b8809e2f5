import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { addSubscription } from './fixtures.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

// A Zapier hook that never answers: docs/design.md §6's 10 s timeout, shortened through the workers' tuning (3 s here) so the test
// waits seconds, not minutes. The timed-out attempts are retried and recorded; the rest of the quote's work is not held up.
// NOTE: not FAST's 1 s: the customer's mail must be seen while the first attempt still hangs, and a busy machine's first e-mail
// (cold mailer, cold templates) can take more than the 1.1 s until the second attempt. The job's lock outlasts a hanging attempt
// without depending on its renewal, as FAST's 2 s lock does for FAST's 1 s timeout.
const HOOK_TIMEOUT_MS = 3_000;
const ctx = useTestContext();
const stand = useStandIns();
let workers: RunningWorkers;

beforeAll(async () => {
  ctx.configure({ ...stand.env(), CRM_PROVIDER: 'none' });
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: { ...FAST, webhookTimeoutMs: HOOK_TIMEOUT_MS, lockDurationMs: 4 * HOOK_TIMEOUT_MS } });
});
afterAll(() => workers?.stop());

describe('a Zapier target that times out', () => {
  it('is retried until it answers, delivered once, every attempt recorded; e-mail is not held up', async () => {
    const hook = await addSubscription(ctx.sql, stand.zapier.hookUrl('slow'));
    stand.zapier.script('slow', ['hang', 'hang']);
    const body = quoteRequest('zap-timeout');
    const { id } = (await (await ctx.post('/api/quotes', body)).json()) as { id: string };

    // The customer's mail goes out while the hook is still hanging on its first attempt.
    await stand.smtp.waitFor((messages) => messages.some((m) => m.to.includes(body.customerEmail)), 30_000);
    expect(stand.zapier.requests('slow').length).toBeLessThanOrEqual(1);

    const deliveries = () => ctx.sql`SELECT attempt, status, response_status, error FROM webhook_deliveries WHERE subscription_id = ${hook} ORDER BY attempt`;
    await waitUntil(async () => (await deliveries()).some((d) => d.status === 'delivered'), 20_000, 'the delivery after two timeouts');
    await settle(600);
    const timeout = `No answer within ${HOOK_TIMEOUT_MS} ms`;
    expect(await deliveries()).toEqual([
      { attempt: 1, status: 'failed', response_status: null, error: timeout },
      { attempt: 2, status: 'failed', response_status: null, error: timeout },
      { attempt: 3, status: 'delivered', response_status: 200, error: null },
    ]);
    // The target saw three POSTs of the same event under one idempotency key, so it can drop the copies it already acted on.
    const seen = stand.zapier.requests('slow');
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(seen.every((r) => (r.body as { id: string }).id === id)).toBe(true);
    expect(stand.smtp.messages().filter((m) => m.to.includes(body.customerEmail))).toHaveLength(1);
  });
});
