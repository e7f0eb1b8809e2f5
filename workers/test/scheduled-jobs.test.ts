import { bullPrefix } from '@sdp/server/queues';
import { HEARTBEAT_EVERY_MS } from '@sdp/server/telemetry/heartbeat';
import { createLogger } from '@sdp/server/logger';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../api/test/harness.ts';
import { useStripeEmulator } from '../../api/test/stripe-emulator.ts';
import { orderPayload } from '../../api/test/stripe-order-fixtures.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { FAST, useStandIns, waitUntil } from './stand-ins.ts';

const ctx = useTestContext();
useStripeEmulator(ctx);
const stand = useStandIns();
const SWEEP_EVERY_MS = 300;
let scheduled: Queue;
const running: RunningWorkers[] = [];

beforeAll(async () => {
  ctx.configure(stand.env());
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  scheduled = new Queue('scheduled', { connection: ctx.redis, prefix: bullPrefix(ctx.env.REDIS_PREFIX) });
});
afterAll(async () => {
  await Promise.all(running.map((w) => w.stop()));
  await scheduled?.close();
});

const start = async () => {
  const workers = await startWorkers({
    env: ctx.env,
    logger: createLogger('silent'),
    tuning: { ...FAST, relay: false, unpaidOrderSweepIntervalMs: SWEEP_EVERY_MS },
  });
  running.push(workers);
  await workers.schedulesRegistered;
};

const spotsTaken = async (date: string) =>
  (await ctx.sql`SELECT booked FROM delivery_slots WHERE delivery_date = ${date} AND service_level = 'white-glove'`)[0]!.booked as number;

describe('job schedulers (ADR 016)', () => {
  it('two workers processes register one unpaid-order scheduler, which expires an order abandoned at checkout', async () => {
    // a scheduler from an older deploy whose task no longer exists
    await scheduled.upsertJobScheduler('retired-task', { every: 60_000 }, { name: 'retired-task', data: {} });
    const payload = await orderPayload(ctx, {});
    const { orderId } = await readJson(await ctx.post('/api/orders', payload));
    await readJson(await ctx.post(`/api/orders/${orderId}/update-payment`, {}));
    await ctx.sql`UPDATE orders SET created_at = now() - interval '3 hours' WHERE id = ${orderId}`;
    const date = payload.deliveryDate as string;
    const before = await spotsTaken(date);

    await start();
    await start();

    const schedulers = await scheduled.getJobSchedulers();
    // One scheduler per task, the retired one gone; the scheduled messages of docs/design.md §12 sweep every 5 minutes (ADR 050)
    // and the booking-opens check every minute (ADR 063), as do the renewal offers and the lapse of their holds (ADR 111).
    expect(schedulers.map((s) => (s.pattern ? { key: s.key, pattern: s.pattern, tz: s.tz } : { key: s.key, every: Number(s.every) })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'balance-follow-ups', every: 300_000 }, { key: 'delivery-reminders', every: 300_000 }, { key: 'expire-unpaid-orders', every: SWEEP_EVERY_MS },
      { key: 'lapse-renewal-holds', every: 60_000 },
      // "E-mail me my link" requests matched off the request path (ADR 165); visit events rolled up after 13 months (ADR 122).
      { key: 'match-link-requests', every: 60_000 },
      // Staff reminded 3 days before a dispute's evidence is due (docs/design.md §27).
      { key: 'remind-dispute-deadlines', every: 3_600_000 },
      { key: 'removal-reminders', every: 300_000 }, { key: 'review-requests', every: 300_000 }, { key: 'roll-up-visits', every: 3_600_000 },
      // Gift cards e-mailed on the day their buyer chose (docs/design.md §27).
      { key: 'send-gift-cards', every: 60_000 },
      { key: 'send-renewal-offers', every: 60_000 }, { key: 'staff-call-list', every: 300_000 },
      { key: 'tell-waitlist-booking-opens', every: 60_000 },
      // Weather care reads the forecast once a day (ADR 130), at 06:00 San Diego time (ADR 137).
      { key: 'weather-care', pattern: '0 6 * * *', tz: 'America/Los_Angeles' },
      // The workers' heartbeat, whose completion /api/ready watches (docs/design.md §25, ADR 262).
      { key: 'workers-heartbeat', every: HEARTBEAT_EVERY_MS },
    ]);
    const row = await waitUntil(async () => {
      const [order] = await ctx.sql`SELECT status, slot_released FROM orders WHERE id = ${orderId}`;
      return order?.status === 'cancelled' ? order : null;
    });
    expect(row).toMatchObject({ status: 'cancelled', slot_released: true });
    expect(await spotsTaken(date)).toBe(before - 1);
  });

  it('runs one sweep per interval for the whole cluster, not one per process', async () => {
    // NOTE: the message schedulers (every 5 minutes) may each have run once at registration; this test counts the fast sweep.
    // a scheduler job's id names its time slot; a timer in each of the two processes would run twice per slot
    const slotsDone = async () => (await scheduled.getCompleted(0, 1000)).filter((job) => job.name === 'expire-unpaid-orders')
      .map((job) => Number(String(job.id).split(':').at(-1))).sort((x, y) => x - y);
    // Three more seconds of sweeps, waited for by their slots rather than slept: a busy machine runs them late, not fewer.
    const until = Date.now() + 3_000;
    const slots = await waitUntil(async () => {
      const done = await slotsDone();
      return (done.at(-1) ?? 0) >= until ? done : null;
    }, 15_000, 'three seconds of sweeps');
    expect(slots.length).toBeGreaterThanOrEqual(5);
    const gaps = slots.slice(1).map((slot, i) => slot - slots[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SWEEP_EVERY_MS);
  });
});
