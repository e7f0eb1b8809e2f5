import { once } from 'node:events';
import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { useTestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { FAST, settle, useStandIns, waitUntil } from './stand-ins.ts';
import { useWorkerProcesses } from './worker-process.ts';

// docs/design.md §12 end to end: job schedulers in real workers processes, the relay, the e-mail worker and the SMTP catcher, with
// the clock fixed (ADR 050). Saturday 2027-10-02 at 09:00 PDT: a Monday delivery is 47 h away, a charge that failed Tuesday and a
// delivery of Tuesday are 3 days old, and it is the call list's morning.
const ctx = useTestContext();
const stand = useStandIns();
const NOW = '2027-10-02T16:00:00Z';
const startChild = useWorkerProcesses(ctx, stand);

beforeAll(() => ctx.configure(stand.env()));

const sentRows = async (orderId: string) =>
  (await ctx.sql<{ kind: string; status: string }[]>`SELECT kind, status FROM email_log WHERE order_id = ${orderId} ORDER BY kind, status`).map((r) => `${r.kind}:${r.status}`);

describe('scheduled messages in running workers', () => {
  it('go out once each from two workers processes whose schedulers keep firing, and show in the order timeline', async () => {
    const reminder = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-10-04', serviceType: 'white-glove' });
    const followUp = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-09-27', status: 'delivered', balanceStatus: 'failed', balanceFailedAt: '2027-09-28T22:00:00Z' });
    const review = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-09-27', status: 'delivered', deliveredAt: '2027-09-28T20:00:00Z', balanceStatus: 'paid' });
    const cancelled = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-10-04', status: 'cancelled' });

    const running: RunningWorkers[] = [];
    for (let i = 0; i < 2; i++) {
      running.push(await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: { ...FAST, messageSweepIntervalMs: 150 }, now: fixedClock(NOW) }));
    }
    await Promise.all(running.map((w) => w.schedulesRegistered));
    const expected = [[reminder, 'delivery_reminder'], [followUp, 'balance_follow_up'], [review, 'review_request']] as const;
    await waitUntil(async () => (await Promise.all(expected.map(async ([o, kind]) => (await sentRows(o.orderId)).includes(`${kind}:sent`)))).every(Boolean)
      && stand.smtp.messages().some((m) => m.to.includes('staff@sdpumpkin.com') && m.subject.startsWith('Call list')), 20_000, 'every message sent');
    await settle(1_200); // several more sweeps from both processes
    await Promise.all(running.map((w) => w.stop()));

    for (const [o, kind] of expected) {
      expect(stand.smtp.messages().filter((m) => m.to.includes(o.email))).toHaveLength(1);
      expect(await sentRows(o.orderId)).toEqual([`${kind}:sent`]);
    }
    expect(stand.smtp.messages().filter((m) => m.subject.startsWith('Call list'))).toHaveLength(1);
    expect(stand.smtp.messages().filter((m) => m.to.includes(cancelled.email))).toHaveLength(0);

    const mail = stand.smtp.messages().find((m) => m.to.includes(reminder.email))!;
    expect(mail.subject).toBe('Your SD Pumpkin delivery week starts Monday, October 4');
    expect(mail.text).toContain(myOrderUrl(ctx.env, reminder.orderId, 0));
    expect(mail.html).toContain(`href="${myOrderUrl(ctx.env, reminder.orderId, 0)}"`);
    expect(mail.text).toContain('White-Glove Service');
    expect(mail.text).toContain('Gate code 4411');
    for (const m of stand.smtp.messages()) {
      expect(m.text.length).toBeGreaterThan(100);
      expect(`${m.subject}\n${m.text}`).not.toMatch(/white-glove|drop-off|deposit_paid|action_required|\d{4}-\d{2}-\d{2}T/);
    }
    const calls = stand.smtp.messages().find((m) => m.subject.startsWith('Call list'))!;
    expect(calls.html).toContain('href="tel:8585550123"');
    expect(calls.text).toContain('Sam Hart');

    const staff = await signedIn(ctx, 'staff');
    const detail = await (await call(ctx, 'GET', `/api/admin/orders/${reminder.orderId}`, { cookie: staff.cookie })).json();
    expect(detail.timeline).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'email', detail: expect.objectContaining({ email: 'delivery_reminder', status: 'sent' }) })]));
  });
});

describe('a worker killed while sending a scheduled message', () => {
  it('sends the delivery reminder once after a restart', async () => {
    // Crew day Wednesday 2027-10-13: 08:00 PDT is 15:00Z, so Monday 16:00Z is 47 h before.
    const now = '2027-10-11T16:00:00Z';
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-10-11', crewDay: '2027-10-13' });
    stand.smtp.setAcceptDelay(2_000); // the SMTP server holds its answer...
    const first = await startChild({ now, tuning: { messageSweepIntervalMs: 200 } });
    await waitUntil(async () => (await sentRows(orderId)).includes('delivery_reminder:sending'), 15_000, 'the reminder in flight');
    first.kill('SIGKILL'); // ...and the worker dies before it comes
    await once(first, 'exit');
    await waitUntil(() => stand.smtp.inFlight() === 0, 30_000, 'the catcher to drop the unanswered mail');
    stand.smtp.setAcceptDelay(0);
    expect(stand.smtp.messages().filter((m) => m.to.includes(email))).toHaveLength(0);

    const second = await startChild({ now, tuning: { messageSweepIntervalMs: 200 } });
    await waitUntil(async () => (await sentRows(orderId)).includes('delivery_reminder:sent'), 20_000, 'the reminder after restart');
    await settle(1_000);
    const mails = stand.smtp.messages().filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your SD Pumpkin delivery is Wednesday, October 13');
    expect(mails[0]!.text).toContain('between 8:00 AM and 6:00 PM PT');
    expect(await sentRows(orderId)).toEqual(['delivery_reminder:failed', 'delivery_reminder:sent']);
    second.kill('SIGTERM');
    expect((await once(second, 'exit'))[0]).toBe(0);
  });
});
