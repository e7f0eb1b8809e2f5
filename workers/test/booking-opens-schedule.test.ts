import { bullPrefix } from '@sdp/server/queues';
import { createLogger } from '@sdp/server/logger';
import { tellWaitlistWhenBookingOpens } from '@sdp/server/waitlist/tell-waitlist-when-booking-opens';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { FAST, useStandIns, waitUntil } from './stand-ins.ts';

// ADR 063: the waitlist hears when a configured season's opening date arrives, from a BullMQ job scheduler, once per person
// per season whether the schedule, the staff button or both fire, however often. Fixed clock: fall 2027 opens August 1, 2027.
const ctx = useTestContext();
const stand = useStandIns();
// The pattern's fall 2027 (ADR 036): the four Mondays of October, booking August 1 to October 15, the sale to October 1.
const y2027 = {
  deliveryDates: ['2027-10-04', '2027-10-11', '2027-10-18', '2027-10-25'], bookingDeadline: '2027-10-15',
  saleStartsAt: '2027-08-01T00:00:00-07:00', saleEndsAt: '2027-10-01T00:00:00-07:00', promoBannerEndsAt: '2027-09-30T23:59:59-07:00',
  peakSeasonAt: '2027-10-15T23:59:59-07:00',
};
const OPENS = '2027-08-01T00:00:00-07:00';
const at = (iso: string) => new Date(iso);
const running: RunningWorkers[] = [];
let admin = '';

/** A fresh world: only the 2027 season (upcoming until August 1), and the given people on the waitlist. */
async function world(people: string[], unsubscribed: string[] = []) {
  await ctx.sql`DELETE FROM outbox_events`;
  await ctx.sql`DELETE FROM waitlist_notices`;
  await ctx.sql`DELETE FROM waitlist_entries`;
  await ctx.sql`DELETE FROM delivery_slots`;
  await ctx.sql`DELETE FROM season`;
  await ctx.sql`
    INSERT INTO season (year, delivery_dates, booking_opens_at, sale_starts_at, sale_ends_at, promo_banner_ends_at, booking_deadline, peak_season_at)
    VALUES (2027, ${y2027.deliveryDates}::date[], ${OPENS}, ${y2027.saleStartsAt}, ${y2027.saleEndsAt}, ${y2027.promoBannerEndsAt},
            ${y2027.bookingDeadline}, ${y2027.peakSeasonAt})`;
  await ctx.sql`INSERT INTO delivery_slots (delivery_date, service_level, capacity)
    SELECT d, l, 5 FROM unnest(${y2027.deliveryDates}::date[]) d, unnest(ARRAY['white-glove', 'drop-off']) l`;
  for (const email of [...people, ...unsubscribed]) {
    await ctx.sql`INSERT INTO waitlist_entries (name, email, unsubscribed_at) VALUES ('Wren Wait', ${email}, ${unsubscribed.includes(email) ? at('2027-01-01T00:00:00Z') : null})`;
  }
}
const noticesFor = async (people: string[]) =>
  (await ctx.sql<{ email: string; n: number }[]>`
    SELECT e.email, count(n.*)::int AS n FROM waitlist_entries e LEFT JOIN waitlist_notices n ON n.entry_id = e.id AND n.season_year = 2027
    WHERE e.email = ANY(${people}) GROUP BY e.email ORDER BY e.email`).map((r) => [r.email, r.n]);
const events = async () => (await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'waitlist.booking_opened'`)[0]!.n;

beforeAll(async () => {
  ctx.configure(stand.env());
  admin = (await signedIn(ctx, 'admin')).cookie;
});
afterAll(() => Promise.all(running.map((w) => w.stop())));

describe('booking opens by its date (ADR 063)', () => {
  const people = ['ada.wait@example.com', 'bo.wait@example.com', 'cy.wait@example.com'];

  it('before the opening date the schedule tells nobody; from it, each subscribed person once, and running it again tells nobody twice', async () => {
    await world(people, ['gone.wait@example.com']);
    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-07-31T23:59:00-07:00'))).toBeNull();
    expect(await events()).toBe(0);

    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-08-01T00:01:00-07:00'))).toEqual({ year: 2027, notified: 3 });
    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-08-01T00:02:00-07:00'))).toBeNull();
    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-08-02T09:00:00-07:00'))).toBeNull();
    expect(await noticesFor([...people, 'gone.wait@example.com'])).toEqual([...people.map((p) => [p, 1]), ['gone.wait@example.com', 0]].sort());
    expect(await events()).toBe(3);
    const [season] = await ctx.sql`SELECT booking_opened_at FROM season WHERE year = 2027`;
    expect(season!.booking_opened_at).toEqual(at('2027-08-01T00:01:00-07:00'));
  });

  it('the button pressed after the schedule fired, and the schedule firing after the button, tell nobody twice', async () => {
    await world(people);
    ctx.deps.now = () => at('2027-08-01T08:00:00-07:00');
    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-08-01T08:00:00-07:00'))).toEqual({ year: 2027, notified: 3 });
    const press = await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: 2027 } });
    expect(press.status).toBe(200);
    expect(await press.json()).toMatchObject({ notified: 0 });
    expect(await events()).toBe(3);

    await world(people);
    ctx.deps.now = () => at('2027-07-20T08:00:00-07:00'); // staff open early, by hand
    expect((await call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: 2027 } })).status).toBe(200);
    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-08-01T00:01:00-07:00'))).toBeNull();
    expect(await events()).toBe(3);
    expect(await noticesFor(people)).toEqual(people.map((p) => [p, 1]));
  });

  it('the schedule and the button at the same moment, several times over, tell each person once', async () => {
    await world(people);
    const now = at('2027-08-01T00:00:30-07:00');
    ctx.deps.now = () => now;
    await Promise.all([
      ...Array.from({ length: 4 }, () => tellWaitlistWhenBookingOpens(ctx.sql, now)),
      ...Array.from({ length: 3 }, () => call(ctx, 'POST', '/api/season/open-booking', { cookie: admin, body: { year: 2027 } })),
    ]);
    expect(await noticesFor(people)).toEqual(people.map((p) => [p, 1]));
    expect(await events()).toBe(3);
  });

  it('a season with no opening date (open as soon as it is sold) and a closed season are left to the button', async () => {
    await world(people);
    await ctx.sql`UPDATE season SET booking_opens_at = NULL`;
    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-08-05T10:00:00-07:00'))).toBeNull();
    await ctx.sql`UPDATE season SET booking_opens_at = ${OPENS}`;
    expect(await tellWaitlistWhenBookingOpens(ctx.sql, at('2027-10-20T10:00:00-07:00'))).toBeNull(); // after the deadline
    expect(await events()).toBe(0);
  });

  it('through the workers: the job scheduler, registered by two processes, e-mails each waitlisted person once when the date arrives', async () => {
    await world(people);
    const scheduled = new Queue('scheduled', { connection: ctx.redis, prefix: bullPrefix(ctx.env.REDIS_PREFIX) });
    try {
      let clock = at('2027-07-31T23:58:00-07:00');
      for (let i = 0; i < 2; i++) {
        const workers = await startWorkers({
          env: ctx.env, logger: createLogger('silent'), now: () => clock,
          tuning: { ...FAST, bookingOpensCheckIntervalMs: 200, unpaidOrderSweepIntervalMs: 60_000 },
        });
        running.push(workers);
        await workers.schedulesRegistered;
      }
      const ours = (await scheduled.getJobSchedulers()).filter((s) => s.key === 'tell-waitlist-booking-opens');
      expect(ours.map((s) => Number(s.every))).toEqual([200]); // one scheduler for the two processes
      const checks = async () => (await scheduled.getCompleted(0, 1000)).filter((j) => j.name === 'tell-waitlist-booking-opens').length;
      await waitUntil(async () => (await checks()) >= 2);
      expect(await events()).toBe(0); // not yet August 1

      clock = at('2027-08-01T00:00:05-07:00');
      await stand.smtp.waitFor(() => people.every((p) => stand.smtp.messages().filter((m) => m.to.includes(p)).length >= 1));
      const runsAfter = await checks();
      await waitUntil(async () => (await checks()) >= runsAfter + 5); // five more runs of the schedule
      for (const p of people) {
        const mails = stand.smtp.messages().filter((m) => m.to.includes(p));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe('Booking for fall 2027 is open - SD Pumpkin');
      }
    } finally {
      await scheduled.close();
    }
  });
});
