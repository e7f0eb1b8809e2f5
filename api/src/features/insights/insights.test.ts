import { addDays } from '@sdp/shared/pacific-time';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

// The owner's numbers (docs/design.md §21) over two seasons of orders on fixed dates: every figure on /insights is checked against
// SQL written here, independently of the API's own queries.
const ctx = useTestContext();
// NOTE: an order is made through the API in the funnel's test, and taking a spot needs payments configured.
useStripeEmulator(ctx);
let cookie = '';
let year = 0;
const LIVE = ['deposit_paid', 'delivered', 'completed'];
const STATUSES = ['deposit_paid', 'delivered', 'completed', 'cancelled', 'refunded', 'pending', 'completed', 'payment_failed'];
const ZIPS = ['92037', '92014', '92130', '91901', '92067'];
/** The statuses whose order has given its delivery spot back (server/src/orders/order-moves.ts, releaseSlotOnce). */
const RELEASED = ['cancelled', 'refunded', 'payment_failed'];

beforeAll(async () => {
  cookie = (await signedIn(ctx, 'admin')).cookie;
  // NOTE: the funnel's tests book through the API; room in every week keeps them from filling one.
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  const [season] = await ctx.sql<{ year: number; dates: string[] }[]>`SELECT year, delivery_dates::text[] AS dates FROM season ORDER BY year DESC LIMIT 1`;
  year = season!.year;
  const packages = await ctx.sql<{ id: string; name: string }[]>`SELECT id, name FROM packages ORDER BY sort_order LIMIT 3`;
  // 120 orders, half delivered last fall and half this fall, booked over August and September at every hour of the day (so San Diego
  // days and UTC days differ), in every status, some refunded. This fall's are on the season's weeks and hold their spots as a booking
  // does (a cancelled one has given its spot back), so the capacity heat map has bookings to show.
  for (let i = 0; i < 120; i += 1) {
    const y = i % 2 === 0 ? year : year - 1;
    const status = STATUSES[i % STATUSES.length]!;
    const pkg = packages[i % packages.length]!;
    const total = 120_000 + (i % 7) * 15_500;
    const deposit = Math.round(total * 0.3);
    const paidAt = ['pending', 'payment_failed'].includes(status) ? null : new Date(Date.UTC(y, 7, 1 + (i % 45), (i * 5) % 24, 17));
    const refunded = status === 'refunded' ? deposit : status === 'cancelled' && i % 3 === 0 ? Math.round(deposit / 2) : 0;
    const delivery = y === year ? season!.dates[Math.floor(i / 8) % season!.dates.length]! : `${y}-10-${String(5 + (i % 4) * 7).padStart(2, '0')}`;
    const released = RELEASED.includes(status);
    await ctx.sql`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
        zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at, refunded_cents,
        slot_released)
      VALUES (${status}, 'hosted', 'white-glove', ${pkg.id}, ${pkg.name}, ${`Household ${i}`}, ${`h${i}@example.com`}, '8585550100',
        ${`${i} Harvest Lane`}, 'San Diego', ${ZIPS[i % ZIPS.length]!}, ${delivery}, ${total}, 0, ${total}, ${total}, ${deposit}, ${total - deposit},
        ${paidAt}, ${refunded}, ${released})`;
    if (y === year && !released) await ctx.sql`UPDATE delivery_slots SET booked = booked + 1 WHERE delivery_date = ${delivery} AND service_level = 'white-glove'`;
  }
  // Renewal offers for this season: five made, two accepted, each with the order its deposit paid (one of this fall's that stand).
  const last = await ctx.sql<{ id: string; customer_id: string; delivery_date: string }[]>`
    SELECT id, customer_id, delivery_date::text FROM orders WHERE delivery_date < make_date(${year}, 1, 1) ORDER BY id LIMIT 5`;
  const renewed = await ctx.sql<{ id: string }[]>`
    SELECT id FROM orders WHERE delivery_date >= make_date(${year}, 1, 1) AND status IN ${ctx.sql(LIVE)} ORDER BY id LIMIT 2`;
  for (const [n, o] of last.entries()) {
    await ctx.sql`
      INSERT INTO renewal_offers (season_year, customer_id, last_order_id, delivery_date, service_type, status, hold_until, slot_held, offered_at, order_id)
      VALUES (${year}, ${o.customer_id}, ${o.id}, ${addDays(o.delivery_date, 364)}, 'white-glove', ${n < 2 ? 'accepted' : 'declined'},
        ${`${year}-07-22T16:00:00Z`}, false, ${`${year}-07-01T16:00:00Z`}, ${n < 2 ? renewed[n]!.id : null})`;
  }
});

const insights = async (query = '') => {
  const res = await call(ctx, 'GET', `/api/admin/insights${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};
const dollars = (cents: number) => (cents / 100).toFixed(2);
// NOTE: every figure is read on a fixed day of the season's year, never on today's (the default season is the one sold then).
const FIXED = () => new Date(`${year}-09-15T10:00:00-07:00`);
beforeEach(() => {
  ctx.deps.now = FIXED;
});

describe('GET /api/admin/insights', () => {
  it('answers 401 without a session and 400 for a bad year', async () => {
    expect((await call(ctx, 'GET', '/api/admin/insights')).status).toBe(401);
    const bad = await call(ctx, 'GET', '/api/admin/insights?year=20x6', { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/four digits/);
  });

  it('counts bookings by San Diego day and by ISO week, beside last year', async () => {
    const body = await insights();
    expect(body).toMatchObject({ year, lastYear: year - 1 });
    const perDay = async (y: number) => new Map((await ctx.sql<{ day: string; n: number }[]>`
      SELECT to_char(timezone('America/Los_Angeles', paid_at), 'YYYY-MM-DD') AS day, count(*)::int AS n FROM orders
      WHERE status IN ${ctx.sql(LIVE)} AND date_part('year', delivery_date) = ${y} GROUP BY 1`).map((r) => [r.day, r.n]));
    const [now, then] = [await perDay(year), await perDay(year - 1)];
    for (const d of body.bookingsByDay) {
      expect(d.thisYear, d.date).toBe(now.get(d.date) ?? 0);
      expect(d.lastYear, d.date).toBe(then.get(addDays(d.date, -364)) ?? 0);
    }
    expect(body.bookingsByDay.reduce((s: number, d: { thisYear: number }) => s + d.thisYear, 0)).toBe([...now.values()].reduce((a, b) => a + b, 0));
    expect(body.bookingsByDay.reduce((s: number, d: { lastYear: number }) => s + d.lastYear, 0)).toBe([...then.values()].reduce((a, b) => a + b, 0));
    const perWeek = async (y: number) => new Map((await ctx.sql<{ w: number; n: number }[]>`
      SELECT to_char(timezone('America/Los_Angeles', paid_at), 'IW')::int AS w, count(*)::int AS n FROM orders
      WHERE status IN ${ctx.sql(LIVE)} AND date_part('year', delivery_date) = ${y} GROUP BY 1`).map((r) => [r.w, r.n]));
    const [wNow, wThen] = [await perWeek(year), await perWeek(year - 1)];
    expect(body.bookingsByWeek.map((w: { week: number }) => w.week)).toEqual([...new Set([...wNow.keys(), ...wThen.keys()])].sort((a, b) => a - b));
    for (const w of body.bookingsByWeek) expect([w.thisYear, w.lastYear]).toEqual([wNow.get(w.week) ?? 0, wThen.get(w.week) ?? 0]);
  });

  it('sums booked revenue by community, zip, package and season beside last year, live orders only', async () => {
    const body = await insights();
    const sums = async (expr: string, y: number) => new Map((await ctx.sql.unsafe<{ k: string; cents: number }[]>(`
      SELECT ${expr} AS k, sum(o.total_cents)::int AS cents FROM orders o
      WHERE o.status IN ('deposit_paid', 'delivered', 'completed') AND date_part('year', o.delivery_date) = ${y} GROUP BY 1`)).map((r) => [r.k, r.cents]));
    const community = `coalesce((SELECT a.name FROM service_areas a WHERE o.zip_code = ANY(a.zip_codes) ORDER BY a.sort_order, a.name LIMIT 1), 'Other')`;
    for (const [field, expr] of [['revenueByCommunity', community], ['revenueByZip', 'o.zip_code'], ['revenueByPackage', 'o.package_name']] as const) {
      const [now, then] = [await sums(expr, year), await sums(expr, year - 1)];
      expect(body[field].map((r: { key: string }) => r.key).sort(), field).toEqual([...new Set([...now.keys(), ...then.keys()])].sort());
      for (const r of body[field]) expect([r.thisYear, r.lastYear], `${field} ${r.key}`).toEqual([dollars(now.get(r.key) ?? 0), dollars(then.get(r.key) ?? 0)]);
    }
    expect(body.revenueByCommunity.length).toBeGreaterThan(1);
    const seasons = await ctx.sql<{ y: number; cents: number; n: number }[]>`
      SELECT date_part('year', delivery_date)::int AS y, sum(total_cents)::int AS cents, count(*)::int AS n FROM orders
      WHERE status IN ${ctx.sql(LIVE)} GROUP BY 1 ORDER BY 1`;
    expect(body.revenueBySeason).toEqual(seasons.map((s) => ({ year: s.y, revenue: dollars(s.cents), orders: s.n })));
  });

  it('gives the renewal rate, refund rate and average order of both seasons, and the weeks\' capacity used', async () => {
    const body = await insights();
    for (const [key, y] of [['thisYear', year], ['lastYear', year - 1]] as const) {
      const [r] = await ctx.sql<{ live: number; cents: number; paid: number; refunded: number }[]>`
        SELECT count(*) FILTER (WHERE status IN ${ctx.sql(LIVE)})::int AS live, coalesce(sum(total_cents) FILTER (WHERE status IN ${ctx.sql(LIVE)}), 0)::int AS cents,
          count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid, count(*) FILTER (WHERE paid_at IS NOT NULL AND refunded_cents > 0)::int AS refunded
        FROM orders WHERE date_part('year', delivery_date) = ${y}`;
      const [offers] = await ctx.sql<{ made: number; taken: number }[]>`
        SELECT count(*)::int AS made, count(*) FILTER (WHERE status = 'accepted')::int AS taken FROM renewal_offers WHERE season_year = ${y}`;
      expect(body.rates[key]).toEqual({
        orders: r!.live,
        revenue: dollars(r!.cents),
        averageOrder: dollars(Math.round(r!.cents / r!.live)),
        renewalRate: offers!.made === 0 ? null : offers!.taken / offers!.made,
        refundRate: r!.refunded / r!.paid,
      });
    }
    expect(body.rates.thisYear.renewalRate).toBe(2 / 5);
    expect(body.rates.thisYear.refundRate).toBeGreaterThan(0);
    const slots = await ctx.sql<{ date: string; level: string; capacity: number; booked: number }[]>`
      SELECT delivery_date::text AS date, service_level AS level, capacity, booked FROM delivery_slots
      WHERE delivery_date IN (SELECT unnest(delivery_dates) FROM season WHERE year = ${year}) ORDER BY 1, 2`;
    expect([...body.capacity].sort((a, b) => a.date.localeCompare(b.date) || a.level.localeCompare(b.level))).toEqual(slots);
    // Each of the season's weeks has this fall's spot-holding orders booked in it, as the orders themselves say.
    const [held] = await ctx.sql<{ n: number; weeks: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT delivery_date)::int AS weeks FROM orders
      WHERE NOT slot_released AND delivery_date IN (SELECT unnest(delivery_dates) FROM season WHERE year = ${year})`;
    const booked = body.capacity.filter((c: { level: string }) => c.level === 'white-glove').map((c: { booked: number }) => c.booked);
    expect(booked.every((n: number) => n > 0)).toBe(true);
    expect(booked.reduce((a: number, b: number) => a + b, 0)).toBe(held!.n);
    expect(held!.weeks).toBe(booked.length);
  });

  it('counts a renewal as renewed only while its order stands: one cancelled or refunded in full later is not (issue 36 item 10)', async () => {
    // Two more offers accepted this season whose orders did not stand: one cancelled, one refunded in full. 2 of 7 renewed, not 4.
    const gone = await ctx.sql<{ id: string; customer_id: string; status: string }[]>`
      SELECT DISTINCT ON (status) id, customer_id, status FROM orders
      WHERE status IN ('cancelled', 'refunded') AND customer_id NOT IN (SELECT customer_id FROM renewal_offers) ORDER BY status, id`;
    expect(gone.map((o) => o.status)).toEqual(['cancelled', 'refunded']);
    const [lastOrder] = await ctx.sql<{ id: string; delivery_date: string }[]>`
      SELECT id, delivery_date::text FROM orders WHERE delivery_date < make_date(${year}, 1, 1) ORDER BY id DESC LIMIT 1`;
    const made = [];
    for (const o of gone) {
      const [offer] = await ctx.sql<{ id: string }[]>`
        INSERT INTO renewal_offers (season_year, customer_id, last_order_id, delivery_date, service_type, status, hold_until, slot_held, offered_at, order_id)
        VALUES (${year}, ${o.customer_id}, ${lastOrder!.id}, ${addDays(lastOrder!.delivery_date, 364)}, 'white-glove', 'accepted',
          ${`${year}-07-22T16:00:00Z`}, false, ${`${year}-07-01T16:00:00Z`}, ${o.id})
        RETURNING id`;
      made.push(offer!.id);
    }
    try {
      expect((await insights()).rates.thisYear.renewalRate).toBe(2 / 7);
      const renewals = await (await call(ctx, 'GET', '/api/admin/renewals', { cookie })).json();
      expect(renewals).toMatchObject({ year, offered: 7, accepted: 2 });
    } finally {
      await ctx.sql`DELETE FROM renewal_offers WHERE id = ANY(${made}::uuid[])`;
    }
  });

  it('offers only the seasons there are: those configured and those with orders, never one that does not exist (issue 36 item 16)', async () => {
    const body = await insights();
    const [known] = await ctx.sql<{ years: number[] }[]>`
      SELECT array_agg(DISTINCT y ORDER BY y DESC) AS years FROM (
        SELECT year AS y FROM season UNION SELECT date_part('year', delivery_date)::int FROM orders WHERE status IN ${ctx.sql(LIVE)}) s`;
    expect(body.seasons).toEqual(known!.years);
    expect(body.seasons).not.toContain(year + 1);
  });

  it('runs at most INSIGHTS_QUERIES_AT_ONCE of its queries at once, however many figures it reads (issue 36 item 26)', async () => {
    const { INSIGHTS_QUERIES_AT_ONCE } = await import('@sdp/server/insights/insights');
    // Every statement the request awaits, counted from when it is sent until it answers (fragments nested in one are never awaited).
    let running = 0;
    let most = 0;
    let statements = 0;
    const counted = new Proxy(ctx.sql, {
      apply(target, self, args) {
        const query = Reflect.apply(target, self, args) as PromiseLike<unknown>;
        return new Proxy(query, {
          get(q, prop) {
            if (prop !== 'then') return Reflect.get(q, prop, q);
            return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) => {
              running += 1;
              statements += 1;
              most = Math.max(most, running);
              return q.then((v) => { running -= 1; return resolve(v); }, (e: unknown) => { running -= 1; return reject(e); });
            };
          },
        });
      },
    });
    const res = await ctx.appWith({ sql: counted }).request(`${ctx.env.BASE_PATH}/api/admin/insights`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { year: number }).year).toBe(year);
    expect(statements).toBeGreaterThan(INSIGHTS_QUERIES_AT_ONCE);
    expect(most).toBeLessThanOrEqual(INSIGHTS_QUERIES_AT_ONCE);
    expect(most).toBeGreaterThan(1);
  });

  it('reads another season when asked', async () => {
    const body = await insights(`?year=${year - 1}`);
    expect(body).toMatchObject({ year: year - 1, lastYear: year - 2, capacity: [] });
    expect(body.rates.lastYear.orders).toBe(0);
  });
});

describe('the funnel: visits -> orders started -> deposits paid, by landing page and by source (no cookie)', () => {
  it('counts each visitor-day once under its first page and first source, joined to the deposits its browser paid that day', async () => {
    // Twelve scripted visitors (each its own browser) over three days of this season's year, through POST /api/events as the site's
    // beacon sends them: landing on / or /packages, from google (utm), instagram (referrer) or nowhere; most open the order dialog;
    // two book through POST /api/orders from the same browser, and their deposits are paid.
    const browser = (v: number) => ({ 'user-agent': `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_${v}) AppleWebKit/605.1.15 Version/17.${v} Safari/605.1.15` });
    const { orderPayload } = await import('../../../test/stripe-order-fixtures.ts');
    for (let v = 0; v < 12; v += 1) {
      ctx.deps.now = () => new Date(`${year}-08-${String(10 + (v % 3)).padStart(2, '0')}T10:${String(v).padStart(2, '0')}:00-07:00`);
      const from = [{ utm: { source: 'google' } }, { referrer: 'https://www.instagram.com/sdpumpkin' }, {}][v % 3]!;
      expect((await ctx.post('/api/events', { kind: 'page_view', path: v % 2 === 0 ? '/' : '/packages', ...from }, browser(v))).status).toBe(204);
      expect((await ctx.post('/api/events', { kind: 'page_view', path: '/reserve', referrer: 'http://localhost/' }, browser(v))).status).toBe(204);
      if (v % 4 !== 3) expect((await ctx.post('/api/events', { kind: 'order_dialog_opened', path: '/reserve' }, browser(v))).status).toBe(204);
      if (v < 2) {
        const made = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: `funnel${v}@example.com` }), browser(v));
        expect(made.status).toBe(201);
        await ctx.sql`UPDATE orders SET status = 'deposit_paid', paid_at = ${ctx.deps.now()} WHERE customer_email = ${`funnel${v}@example.com`}`;
      }
    }
    ctx.deps.now = FIXED;
    const body = await insights();
    expect(body.funnel).toMatchObject({ from: `${year}-01-01`, to: `${year + 1}-01-01` });
    const expected = async (first: 'path' | 'source') => (await ctx.sql.unsafe<{ key: string; visits: number; started: number; paid: number }[]>(`
      SELECT f.${first} AS key, count(*)::int AS visits,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM site_events s WHERE s.visitor = f.visitor AND s.kind <> 'page_view'))::int AS started,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders o WHERE o.visitor = f.visitor AND o.paid_at IS NOT NULL))::int AS paid
      FROM (SELECT DISTINCT ON (visitor) visitor, path, source FROM site_events
            WHERE date_part('year', timezone('America/Los_Angeles', at)) = ${year} ORDER BY visitor, at, id) f
      GROUP BY 1 ORDER BY 2 DESC, 1`));
    expect(body.funnel.byPage).toEqual(await expected('path'));
    expect(body.funnel.bySource).toEqual(await expected('source'));
    expect(body.funnel.byPage).toEqual([{ key: '/', visits: 6, started: 6, paid: 1 }, { key: '/packages', visits: 6, started: 3, paid: 1 }]);
    expect(body.funnel.bySource).toEqual([
      { key: 'direct', visits: 4, started: 3, paid: 0 }, { key: 'google', visits: 4, started: 3, paid: 1 }, { key: 'instagram.com', visits: 4, started: 3, paid: 1 },
    ]);
  });

  it('leaves staff out: a staff screen\'s event or one sent signed in is not stored, and staff visitor-days stored before count nowhere (issue 36 item 16)', async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 'x-forwarded-for': '198.51.100.77' };
    ctx.deps.now = () => new Date(`${year}-08-25T10:00:00-07:00`);
    try {
      const before = (await insights()).funnel;
      const [stored] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM site_events`;
      for (const path of ['/insights', '/orders/123', '/dashboard', '/renewals', '/login']) {
        expect((await ctx.post('/api/events', { kind: 'page_view', path }, browser)).status).toBe(204);
      }
      expect((await ctx.post('/api/events', { kind: 'page_view', path: '/' }, { ...browser, cookie, origin: new URL(ctx.env.PUBLIC_URL).origin })).status).toBe(204);
      const [after] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM site_events`;
      expect(after!.n).toBe(stored!.n);
      // Events a staff browser left before the beacon knew better: its whole visitor-day is staff, on / as well as on /dashboard.
      await ctx.sql`
        INSERT INTO site_events (at, kind, path, visitor, source) VALUES
          (${`${year}-08-25T17:00:00Z`}, 'page_view', '/', 'staff-day', 'direct'),
          (${`${year}-08-25T17:01:00Z`}, 'page_view', '/dashboard', 'staff-day', 'direct')`;
      expect((await insights()).funnel).toEqual(before);
    } finally {
      ctx.deps.now = FIXED;
      await ctx.sql`DELETE FROM site_events WHERE visitor = 'staff-day'`;
      await ctx.sql`DELETE FROM site_visitors WHERE visitor = 'staff-day'`;
    }
  });

  it('says which paths are staff screens alike in the API and in the database', async () => {
    const { STAFF_PATHS, isStaffPath } = await import('@sdp/shared/site-events');
    const paths = [...STAFF_PATHS.flatMap((p) => [p, `${p}/x`, `${p}x`]), '/', '/renew/abc', '/reserve', '/packages/1', '/my-order', '/order-confirmation'];
    const rows = await ctx.sql<{ path: string; staff: boolean }[]>`SELECT path, is_staff_path(path) AS staff FROM unnest(${paths}::text[]) AS path`;
    for (const r of rows) expect(r.staff, r.path).toBe(isStaffPath(r.path));
    expect(rows.filter((r) => r.staff).length).toBe(STAFF_PATHS.length * 2);
  });

  it('counts a deposit for the season it booked, though paid the calendar year before (issue 36 item 16)', async () => {
    const before = { now: (await insights()).funnel, then: (await insights(`?year=${year - 1}`)).funnel };
    // A browser lands on /packages on 15 December of the year before, books this fall and pays its deposit that day.
    await ctx.sql`
      INSERT INTO site_events (at, kind, path, visitor, source) VALUES
        (${`${year - 1}-12-15T18:00:00Z`}, 'page_view', '/packages', 'early-bird', 'newsletter'),
        (${`${year - 1}-12-15T18:05:00Z`}, 'order_dialog_opened', '/packages', 'early-bird', 'newsletter')`;
    const [order] = await ctx.sql<{ id: string }[]>`
      SELECT id FROM orders WHERE delivery_date >= make_date(${year}, 1, 1) AND status IN ${ctx.sql(LIVE)} AND visitor IS NULL ORDER BY id LIMIT 1`;
    await ctx.sql`UPDATE orders SET visitor = 'early-bird' WHERE id = ${order!.id}`;
    try {
      const now = (await insights()).funnel;
      expect(now.bySource.find((r: { key: string }) => r.key === 'newsletter')).toEqual({ key: 'newsletter', visits: 1, started: 1, paid: 1 });
      const page = (f: typeof now) => f.byPage.find((r: { key: string }) => r.key === '/packages') ?? { visits: 0, started: 0, paid: 0 };
      expect(page(now)).toEqual({ ...page(before.now), visits: page(before.now).visits + 1, started: page(before.now).started + 1, paid: page(before.now).paid + 1 });
      // The year it came in does not count it: the visit belongs to the season it booked.
      expect((await insights(`?year=${year - 1}`)).funnel).toEqual(before.then);
    } finally {
      await ctx.sql`UPDATE orders SET visitor = NULL WHERE id = ${order!.id}`;
      await ctx.sql`DELETE FROM site_events WHERE visitor = 'early-bird'`;
      await ctx.sql`DELETE FROM site_visitors WHERE visitor = 'early-bird'`;
    }
  });

  it('stamps an order made on the site with the visitor hash of that day\'s visit events, and never a bot\'s', async () => {
    const { orderPayload } = await import('../../../test/stripe-order-fixtures.ts');
    const browser = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1', 'x-forwarded-for': '198.51.100.23' };
    ctx.deps.now = () => new Date(`${year}-08-20T10:00:00-07:00`);
    try {
      expect((await ctx.post('/api/events', { kind: 'page_view', path: '/packages' }, browser)).status).toBe(204);
      const made = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: 'funnel@example.com' }), browser);
      const [event] = await ctx.sql<{ visitor: string }[]>`SELECT visitor FROM site_events WHERE path = '/packages' ORDER BY id DESC LIMIT 1`;
      expect(made.status).toBe(201);
      const [order] = await ctx.sql<{ visitor: string | null }[]>`SELECT visitor FROM orders WHERE customer_email = 'funnel@example.com'`;
      expect(order!.visitor).toBe(event!.visitor);
      const bot = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: 'funnel-bot@example.com' }), { ...browser, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
      expect(bot.status).toBe(201);
      const [botOrder] = await ctx.sql<{ visitor: string | null }[]>`SELECT visitor FROM orders WHERE customer_email = 'funnel-bot@example.com'`;
      expect(botOrder!.visitor).toBeNull();
    } finally {
      ctx.deps.now = FIXED;
    }
  });
});
