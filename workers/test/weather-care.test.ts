import { startWeatherStandIn, type ForecastDay, type WeatherStandIn } from '@sdp/dev/weather-stand-in/server';
import { createLogger } from '@sdp/server/logger';
import { checkWeather } from '@sdp/server/weather/check-weather';
import { runDailyWeather } from '@sdp/server/weather/daily-run';
import { NWS_USER_AGENT } from '@sdp/server/weather/nws';
import { addDays } from '@sdp/shared/pacific-time';
import { getNextMillis } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { textConsent } from '../../api/test/text-fixtures.ts';
import type { RunningWorkers } from '../src/start-workers.ts';
import { useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';

// Weather care (docs/design.md §19, ADR 130-131) on fixed dates in October 2026 (PDT, UTC-7): the daily job reads the NWS stand-in's
// forecast (NWS's own JSON: °C and km/h over ISO 8601 intervals) for each decorated home's zip and, before heat (95 °F and up) or
// gusts of 30 mph and up in the next two days, tips each household once (a text with consent, else an e-mail) and gives the
// crew a freshness check the day after. The job is run as the scheduler runs it; the workers deliver what it queued.
const ctx = useTestContext();
const stand = useStandIns();
// NOTE: the SMS stand-in posts callbacks at once, even before the send's answer: they find the text by its id in the callback URL
// (ADR 136).
const world = useTextWorld(ctx, stand);
let weather: WeatherStandIn;
let cookie = '';

beforeAll(async () => {
  weather = await startWeatherStandIn();
  ctx.configure({ WEATHER_API_URL: weather.url });
  cookie = (await signedIn(ctx)).cookie;
});
afterAll(async () => {
  await weather?.close();
});
beforeEach(async () => {
  // Each test has its own decorated homes: the orders of the tests before are taken off the porches.
  await ctx.sql`UPDATE orders SET status = 'cancelled' WHERE status IN ('delivered', 'completed')`;
  weather.setMode('ok');
  weather.requests.length = 0;
});

const silent = createLogger('silent');
/** The daily job at `iso`, as the scheduler runs it. */
const runJob = (iso: string) => checkWeather({ sql: ctx.sql, redis: ctx.redis, env: ctx.env, logger: silent }, weather.url, new Date(iso));
const workersAt = (iso: string) => world.workersAt(iso);
/** A week of forecast from `from`: mild (74 °F, gusts 12 mph) except the days given. */
const forecast = (from: string, changes: Record<string, Partial<ForecastDay>> = {}): ForecastDay[] =>
  Array.from({ length: 7 }, (_, i) => addDays(from, i)).map((date) => ({ date, highF: 74, gustMph: 12, ...changes[date] }));

/** A home our decor stands on: delivered Monday 2026-10-05 in `zip` (92107 by default: Ocean Beach). */
async function decoratedHome(options: { phone?: string; zip?: string; status?: 'delivered' | 'completed' | 'deposit_paid' } = {}) {
  const order = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: options.status ?? 'delivered', deliveredAt: '2026-10-05T18:00:00Z' });
  if (options.zip) await ctx.sql`UPDATE orders SET zip_code = ${options.zip} WHERE id = ${order.orderId}`;
  if (options.phone) await textConsent(ctx.sql, order.orderId, options.phone);
  return order;
}
const careRows = (orderId: string) =>
  ctx.sql<{ kind: string; event_date: string; check_date: string; forecast_value: number }[]>`
    SELECT kind, event_date::text, check_date::text, forecast_value FROM weather_care WHERE order_id = ${orderId} ORDER BY event_date, kind`;
// NOTE: the care tips only: the scheduled messages (the review request after a delivery) run in the same workers.
const mailsTo = (email: string) => stand.smtp.messages().filter((m) => m.to.includes(email) && m.subject.endsWith('caring for your porch - SD Pumpkin'));
const textsTo = (phone: string) => world.sms.messages().filter((m) => m.to === phone);

const MONDAY_8AM = '2026-10-12T15:00:00Z'; // Monday 2026-10-12, 08:00 PDT

describe('weather care before heat', () => {
  it('tips each decorated home once: a text with consent, an e-mail without; the crew gets freshness checks the day after', async () => {
    const texting = await decoratedHome({ phone: '+16195557101' });
    const mailed = await decoratedHome();
    const paidOff = await decoratedHome({ status: 'completed', zip: '92037' });
    const notYet = await decoratedHome({ status: 'deposit_paid' });
    weather.setDays(forecast('2026-10-12', { '2026-10-13': { highF: 98 } }));

    const run = await runJob(MONDAY_8AM);
    expect(run).toMatchObject({ homes: 3, tips: 3, failedZips: [] });
    // NWS asks every caller to say who it is.
    expect(weather.requests.length).toBeGreaterThan(0);
    expect(weather.requests.every((r) => r.userAgent === NWS_USER_AGENT)).toBe(true);
    for (const o of [texting, mailed, paidOff]) {
      expect(await careRows(o.orderId)).toEqual([{ kind: 'heat', event_date: '2026-10-13', check_date: '2026-10-14', forecast_value: 98 }]);
    }
    expect(await careRows(notYet.orderId)).toEqual([]);

    await workersAt(MONDAY_8AM);
    await waitUntil(() => textsTo('+16195557101').length === 1 && mailsTo(mailed.email).length === 1 && mailsTo(paidOff.email).length === 1, 15_000, 'the tips');
    expect(textsTo('+16195557101')[0]!.body).toBe('SD Pumpkin: Heat is forecast for Tuesday, October 13: up to 98°F. Water the mums morning and evening and keep small pumpkins out of the afternoon sun. Our crew will check your porch Wednesday, October 14. Reply STOP to opt out.');
    expect(mailsTo(texting.email)).toHaveLength(0);
    const mail = mailsTo(mailed.email)[0]!;
    expect(mail.subject).toBe('A hot day is coming: caring for your porch - SD Pumpkin');
    expect(mail.text).toContain('Forecast high: 98°F on Tuesday, October 13');
    expect(mailsTo(notYet.email)).toHaveLength(0);

    // The crew's schedule: a freshness check at each home on Wednesday, soonest first.
    const res = await call(ctx, 'GET', '/api/admin/freshness-checks?from=2026-10-12', { cookie });
    expect(res.status).toBe(200);
    const { checks } = await res.json() as { checks: { orderId: string; checkDate: string; kind: string; forecast: string }[] };
    expect(checks.map((c) => c.orderId).sort()).toEqual([texting.orderId, mailed.orderId, paidOff.orderId].sort());
    expect(checks.every((c) => c.checkDate === '2026-10-14' && c.kind === 'heat' && c.forecast === '98°F')).toBe(true);
    expect((await call(ctx, 'GET', '/api/admin/freshness-checks')).status).toBe(401);
    expect(await (await call(ctx, 'GET', '/api/admin/freshness-checks?from=2026-10-15', { cookie })).json()).toEqual({ from: '2026-10-15', checks: [] });
    const bad = await call(ctx, 'GET', '/api/admin/freshness-checks?from=Wednesday', { cookie });
    expect(bad.status).toBe(400);
  });

  it('run twice in a day, and again the next day in the same spell: still one tip', async () => {
    const home = await decoratedHome();
    weather.setDays(forecast('2026-10-12', { '2026-10-13': { highF: 97 }, '2026-10-14': { highF: 99 } }));
    expect((await runJob(MONDAY_8AM)).tips).toBe(1);
    expect((await runJob('2026-10-12T22:00:00Z')).tips).toBe(0); // 15:00 the same day
    weather.setDays(forecast('2026-10-13', { '2026-10-13': { highF: 97 }, '2026-10-14': { highF: 99 } }));
    expect((await runJob('2026-10-13T15:00:00Z')).tips).toBe(0); // Tuesday: the same heat, seen from its first day
    expect(await careRows(home.orderId)).toEqual([{ kind: 'heat', event_date: '2026-10-13', check_date: '2026-10-14', forecast_value: 97 }]);
    await workersAt('2026-10-13T15:00:00Z');
    await waitUntil(() => mailsTo(home.email).length === 1, 15_000, 'the tip');
    // Both runs' events are dispatched: still one e-mail.
    await waitUntil(async () => (await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE dispatched_at IS NULL`)[0]!.n === 0, 15_000, 'the outbox drained');
    expect(mailsTo(home.email)).toHaveLength(1);
  });

  it('94 °F is no heat; 95 °F is', async () => {
    const home = await decoratedHome();
    weather.setDays(forecast('2026-10-12', { '2026-10-13': { highF: 94 } }));
    expect((await runJob(MONDAY_8AM)).tips).toBe(0);
    weather.setDays(forecast('2026-10-12', { '2026-10-14': { highF: 95 } }));
    expect((await runJob(MONDAY_8AM)).tips).toBe(1);
    expect(await careRows(home.orderId)).toEqual([expect.objectContaining({ kind: 'heat', event_date: '2026-10-14', forecast_value: 95 })]);
  });
});

describe('weather care by text that does not arrive', () => {
  it('falls back to the e-mail, with the same weather', async () => {
    // Twilio's magic number that ends failed (the SMS stand-in's status callback).
    const home = await decoratedHome({ phone: '+15005550011' });
    weather.setDays(forecast('2026-10-12', { '2026-10-12': { gustMph: 35 } }));
    expect((await runJob(MONDAY_8AM)).tips).toBe(1);
    await workersAt(MONDAY_8AM);
    await waitUntil(() => mailsTo(home.email).length === 1, 15_000, 'the fallback e-mail');
    expect(mailsTo(home.email)[0]!.subject).toBe('A windy day is coming: caring for your porch - SD Pumpkin');
    expect(mailsTo(home.email)[0]!.text).toContain('Forecast gusts: 35 mph on Monday, October 12');
    expect((await ctx.sql`SELECT status FROM text_messages WHERE order_id = ${home.orderId}`).map((r) => r.status)).toEqual(['failed']);
  });
});

describe('weather care before wind, and without weather', () => {
  it('gusts of 30 mph and up in the next two days: a wind tip once; beyond two days: not yet', async () => {
    const home = await decoratedHome({ phone: '+16195557102' });
    weather.setDays(forecast('2026-10-12', { '2026-10-13': { gustMph: 41 }, '2026-10-15': { highF: 101 } }));
    expect((await runJob(MONDAY_8AM)).tips).toBe(1);
    expect(await careRows(home.orderId)).toEqual([{ kind: 'wind', event_date: '2026-10-13', check_date: '2026-10-14', forecast_value: 41 }]);
    await workersAt(MONDAY_8AM);
    await waitUntil(() => textsTo('+16195557102').length === 1, 15_000, 'the wind tip');
    expect(textsTo('+16195557102')[0]!.body).toContain('gusts up to 41 mph');
    expect(mailsTo(home.email)).toHaveLength(0);
  });

  it('no heat and no wind: nothing', async () => {
    const home = await decoratedHome({ phone: '+16195557103' });
    weather.setDays(forecast('2026-10-12', { '2026-10-13': { highF: 88, gustMph: 29 } }));
    expect(await runJob(MONDAY_8AM)).toMatchObject({ homes: 1, tips: 0, failedZips: [] });
    expect(await careRows(home.orderId)).toEqual([]);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'weather.care_due' AND payload->>'orderId' = ${home.orderId}`)[0]!.n).toBe(0);
  });

  it('the weather service down: nothing sent, no crash, and the next run catches up', async () => {
    const home = await decoratedHome();
    weather.setDays(forecast('2026-10-12', { '2026-10-13': { highF: 100 } }));
    weather.setMode('down');
    expect(await runJob(MONDAY_8AM)).toMatchObject({ homes: 1, tips: 0, failedZips: ['92107'] });
    expect(await careRows(home.orderId)).toEqual([]);
    // Nothing listening at all (a closed port): the same.
    const gone = await checkWeather({ sql: ctx.sql, redis: ctx.redis, env: ctx.env, logger: silent }, 'http://127.0.0.1:9', new Date(MONDAY_8AM));
    expect(gone).toMatchObject({ tips: 0, failedZips: ['92107'] });
    weather.setMode('ok');
    expect((await runJob('2026-10-12T22:00:00Z')).tips).toBe(1);
  });

  it('out of season (after 1 December, the removal day) the forecast is not even asked for', async () => {
    await decoratedHome();
    expect(await runJob('2026-12-01T16:00:00Z')).toMatchObject({ homes: 0, tips: 0 });
    expect(weather.requests).toEqual([]);
  });
});

// ADR 137: the run is a BullMQ job scheduler at WEATHER_CHECK_HOUR (06:00 by default) San Diego time, and a workers process that
// starts after today's hour with no run recorded for today runs it once.
describe('the daily run at a fixed San Diego hour', () => {
  /** The catch-up runs queued for San Diego day `day` (the tests before ran their own days). */
  const catchUps = async (workers: RunningWorkers, day: string) =>
    (await workers.queues.scheduled.getJobs(['completed', 'active', 'waiting', 'delayed', 'failed'])).filter((j) => j.name === 'weather-care' && String(j.id).endsWith(`:catch-up:${day}`)).map((j) => j.id);

  it('is a job scheduler at 06:00 America/Los_Angeles, which lands at 06:00 local in PDT, in PST and on both switch days', async () => {
    const workers = await workersAt('2026-10-26T12:00:00Z'); // Monday 05:00 PDT: today's run still to come, nothing caught up
    await workers.schedulesRegistered;
    const scheduler = await workers.queues.scheduled.getJobScheduler('weather-care');
    expect(scheduler).toMatchObject({ pattern: '0 6 * * *', tz: 'America/Los_Angeles' });
    expect(scheduler!.every ?? null).toBeNull();
    // BullMQ's own next-time rule over the scheduler's repeat, from fixed instants.
    const next = (iso: string) => new Date(getNextMillis(Date.parse(iso), { pattern: scheduler!.pattern!, tz: scheduler!.tz! })!).toISOString();
    expect(next('2026-10-12T12:00:00Z')).toBe('2026-10-12T13:00:00.000Z'); // Monday 06:00 PDT (UTC-7)
    expect(next('2026-12-02T12:00:00Z')).toBe('2026-12-02T14:00:00.000Z'); // Wednesday 06:00 PST (UTC-8)
    expect(next('2026-10-31T14:00:00Z')).toBe('2026-11-01T14:00:00.000Z'); // Sunday 1 November, clocks back at 02:00: 06:00 PST
    expect(next('2027-03-13T15:00:00Z')).toBe('2027-03-14T13:00:00.000Z'); // Sunday 14 March, clocks forward at 02:00: 06:00 PDT
    expect(await catchUps(workers, '2026-10-26')).toEqual([]);
    expect(await catchUps(workers, '2026-10-25')).toEqual([]);
  });

  it('two starts in one day after 06:00: one run, one tip; the second start finds the day done', async () => {
    const home = await decoratedHome();
    weather.setDays(forecast('2026-10-20', { '2026-10-21': { highF: 99 } }));
    const first = await workersAt('2026-10-20T17:00:00Z'); // Tuesday 10:00 PDT, and no run recorded today
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM weather_runs WHERE run_date = '2026-10-20'`).length === 1, 15_000, 'the missed run caught up');
    await waitUntil(() => mailsTo(home.email).length === 1, 15_000, 'the tip');
    expect(await catchUps(first, '2026-10-20')).toEqual(['weather-care:catch-up:2026-10-20']);
    const asked = weather.requests.length;
    expect(asked).toBeGreaterThan(0);
    await first.stop();

    const second = await workersAt('2026-10-20T22:00:00Z'); // 15:00 the same day
    await second.schedulesRegistered;
    expect(await catchUps(second, '2026-10-20')).toEqual(['weather-care:catch-up:2026-10-20']);
    expect(await ctx.sql`SELECT run_date::text, tips FROM weather_runs WHERE run_date = '2026-10-20'`).toEqual([{ run_date: '2026-10-20', tips: 1 }]);
    expect(weather.requests.length).toBe(asked);
    expect(await careRows(home.orderId)).toEqual([{ kind: 'heat', event_date: '2026-10-21', check_date: '2026-10-22', forecast_value: 99 }]);
    expect(mailsTo(home.email)).toHaveLength(1);
  });
});


// ADR 150: a spell of heat is one event however long it lasts; it is tipped again only after a day without it. The daily run is
// recorded as the scheduler records it (weather_runs), so the next run knows which days were watched. November 2026 is PST (UTC-8).
describe('a heat wave of several days', () => {
  /** Heat from Tuesday 10 to Saturday 14 November, a mild Sunday, and heat again on Monday 16 and Tuesday 17. */
  const SPELLS: Record<string, Partial<ForecastDay>> = {
    '2026-11-10': { highF: 97 }, '2026-11-11': { highF: 99 }, '2026-11-12': { highF: 101 }, '2026-11-13': { highF: 100 },
    '2026-11-14': { highF: 98 }, '2026-11-16': { highF: 96 }, '2026-11-17': { highF: 97 },
  };
  /** The daily run at 06:00 PST on `day`, with that morning's week of forecast, recorded for its day. */
  const dailyRunAt = (day: string, spells = SPELLS) => {
    weather.setDays(forecast(day, spells));
    return runDailyWeather({ sql: ctx.sql, redis: ctx.redis, env: ctx.env, logger: silent }, weather.url, new Date(`${day}T14:00:00Z`));
  };
  const checksFrom = async (from: string) =>
    ((await (await call(ctx, 'GET', `/api/admin/freshness-checks?from=${from}`, { cookie })).json()) as { checks: { orderId: string; checkDate: string }[] }).checks;
  const outboxDrained = () => waitUntil(async () => (await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE dispatched_at IS NULL`)[0]!.n === 0, 15_000, 'the outbox drained');

  it('five hot days run every morning: one tip and one freshness check per household; after a mild day, the new heat gets a second', async () => {
    const texting = await decoratedHome({ phone: '+16195557104' });
    const mailed = await decoratedHome();
    const tips: number[] = [];
    for (const day of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14']) tips.push((await dailyRunAt(day)).tips);
    expect(tips).toEqual([2, 0, 0, 0, 0, 0]);
    for (const o of [texting, mailed]) {
      expect(await careRows(o.orderId)).toEqual([{ kind: 'heat', event_date: '2026-11-10', check_date: '2026-11-11', forecast_value: 97 }]);
    }
    expect((await checksFrom('2026-11-09')).map((c) => `${c.orderId} ${c.checkDate}`).sort())
      .toEqual([`${texting.orderId} 2026-11-11`, `${mailed.orderId} 2026-11-11`].sort());

    const spellEnd = await workersAt('2026-11-14T17:00:00Z'); // Saturday 09:00 PST, the wave's last day
    await waitUntil(() => textsTo('+16195557104').length === 1 && mailsTo(mailed.email).length === 1, 15_000, 'the tips');
    await outboxDrained();
    expect(textsTo('+16195557104')).toHaveLength(1);
    expect(textsTo('+16195557104')[0]!.body).toContain('Heat is forecast for Tuesday, November 10: up to 97°F');
    expect(mailsTo(mailed.email)).toHaveLength(1);
    expect(mailsTo(texting.email)).toHaveLength(0);
    await spellEnd.stop();

    // Sunday is mild: the heat forecast for Monday is a new spell, tipped once however often it is seen.
    expect((await dailyRunAt('2026-11-15')).tips).toBe(2);
    expect((await dailyRunAt('2026-11-16')).tips).toBe(0);
    expect((await dailyRunAt('2026-11-17')).tips).toBe(0);
    for (const o of [texting, mailed]) {
      expect(await careRows(o.orderId)).toEqual([
        { kind: 'heat', event_date: '2026-11-10', check_date: '2026-11-11', forecast_value: 97 },
        { kind: 'heat', event_date: '2026-11-16', check_date: '2026-11-17', forecast_value: 96 },
      ]);
    }
    await workersAt('2026-11-17T17:00:00Z'); // Tuesday 09:00 PST
    await waitUntil(() => textsTo('+16195557104').length === 2 && mailsTo(mailed.email).length === 2, 15_000, 'the second tips');
    await outboxDrained();
    expect(textsTo('+16195557104')).toHaveLength(2);
    expect(textsTo('+16195557104').map((m) => m.body).filter((b) => b.includes('Heat is forecast for Monday, November 16: up to 96°F'))).toHaveLength(1);
    expect(mailsTo(mailed.email)).toHaveLength(2);
    expect((await checksFrom('2026-11-09')).filter((c) => c.orderId === texting.orderId).map((c) => c.checkDate)).toEqual(['2026-11-11', '2026-11-17']);
  });

  it('a day no run watched: the heat seen after it is tipped again, since nobody saw whether it broke', async () => {
    const home = await decoratedHome();
    const wave = { '2026-11-23': { highF: 99 }, '2026-11-24': { highF: 99 }, '2026-11-25': { highF: 99 }, '2026-11-26': { highF: 99 } };
    expect((await dailyRunAt('2026-11-23', wave)).tips).toBe(1);
    expect((await dailyRunAt('2026-11-24', wave)).tips).toBe(0);
    // Wednesday: the workers were down all day, and no run read the forecast.
    expect((await dailyRunAt('2026-11-26', wave)).tips).toBe(1);
    expect((await careRows(home.orderId)).map((r) => r.event_date)).toEqual(['2026-11-23', '2026-11-26']);
  });
});
