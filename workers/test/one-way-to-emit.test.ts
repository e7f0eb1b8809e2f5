import { recordEvent, recordEvents, withEvents } from '@sdp/server/outbox';
import { OUTBOX_NUDGE_CHANNEL } from '@sdp/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { waitUntil } from './stand-ins.ts';

// docs/design.md §17, ADR 095: one way to emit an outbox event. The relay is woken after the commit, only when an event was
// written, and what it is woken for is already visible to it.
const ctx = useTestContext();
let listener: Redis;
/** For each nudge heard: how many undispatched events the relay would find at that moment. */
const heard: number[] = [];

beforeAll(async () => {
  listener = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  await listener.subscribe(`${ctx.redisPrefix}:${OUTBOX_NUDGE_CHANNEL}`);
  listener.on('message', () => {
    void ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM outbox_events WHERE dispatched_at IS NULL`.then(([row]) => heard.push(row!.n));
  });
});
afterAll(() => listener.disconnect());
beforeEach(async () => {
  await ctx.sql`DELETE FROM outbox_events`;
  heard.length = 0;
});

const deps = () => ({ sql: ctx.sql, redis: ctx.redis, env: { REDIS_PREFIX: ctx.redisPrefix } });
const quiet = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('one way to emit an outbox event', () => {
  it('commits the events with the work, then wakes the relay once, which finds them', async () => {
    const ids = await withEvents(deps(), async (tx) => [
      await recordEvent(tx, 'order.created', { orderId: '00000000-0000-4000-8000-000000000001' }),
      await recordEvent(tx, 'order.deposit_paid', { orderId: '00000000-0000-4000-8000-000000000001' }),
    ]);
    await waitUntil(() => heard.length > 0);
    await quiet();
    expect(heard).toEqual([2]);
    const rows = await ctx.sql<{ id: string; type: string }[]>`SELECT id, type FROM outbox_events ORDER BY type`;
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('writes many events of one type in order, each with its own payload', async () => {
    const payloads = [1, 2, 3].map((n) => ({ entryId: `00000000-0000-4000-8000-00000000000${n}`, year: 2027 }));
    const ids = await withEvents(deps(), (tx) => recordEvents(tx, 'waitlist.booking_opened', payloads));
    const rows = await ctx.sql<{ id: string; payload: unknown }[]>`SELECT id, payload FROM outbox_events WHERE id IN ${ctx.sql(ids)}`;
    expect(ids.map((id) => rows.find((r) => r.id === id)?.payload)).toEqual(payloads);
    await waitUntil(() => heard.length > 0);
  });

  it('a rolled-back transaction writes no event and wakes nobody', async () => {
    await expect(withEvents(deps(), async (tx) => {
      await recordEvent(tx, 'order.created', { orderId: '00000000-0000-4000-8000-000000000001' });
      throw new Error('refused');
    })).rejects.toThrow('refused');
    await quiet();
    expect(heard).toEqual([]);
    expect(await ctx.sql`SELECT 1 FROM outbox_events`).toHaveLength(0);
  });

  it('a transaction that records nothing wakes nobody', async () => {
    expect(await withEvents(deps(), async (tx) => (await tx<{ one: number }[]>`SELECT 1 AS one`)[0]!.one)).toBe(1);
    await quiet();
    expect(heard).toEqual([]);
  });
});
