import { describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// The household record (docs/design.md §18, ADR 110): made and matched by the database from orders, quotes and the waitlist.
const ctx = useTestContext();

async function order(email: string, o: { name?: string; phone?: string; address?: string; zip?: string; city?: string; status?: string; date?: string } = {}) {
  const [pkg] = await ctx.sql<{ id: string; name: string }[]>`SELECT id, name FROM packages ORDER BY sort_order LIMIT 1`;
  const [row] = await ctx.sql<{ id: string }[]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone,
      address, city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents)
    VALUES (${o.status ?? 'deposit_paid'}, 'hosted', 'white-glove', ${pkg!.id}, ${pkg!.name}, ${o.name ?? 'Avery Lane'}, ${email},
      ${o.phone ?? '(858) 555-0101'}, ${o.address ?? '12 Cedar Ridge Rd'}, ${o.city ?? 'Poway'}, ${o.zip ?? '92064'},
      ${o.date ?? '2025-10-06'}, 100000, 0, 100000, 100000, 30000, 70000)
    RETURNING id`;
  return row!.id;
}
const pay = (orderId: string, cents: number, kind = 'payment_intent', ref = `pi_${orderId.slice(0, 8)}_${kind}`) =>
  ctx.sql`INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status) VALUES (${orderId}, ${kind}, ${ref}, ${cents}, 'succeeded')`;
const customerOf = async (table: 'orders' | 'custom_quotes' | 'waitlist_entries', id: string) =>
  (await ctx.sql<{ customer_id: string }[]>`SELECT customer_id FROM ${ctx.sql(table)} WHERE id = ${id}`)[0]!.customer_id;
const staffGet = async (cookie: string, path: string) => call(ctx, 'GET', path, { cookie });

describe('the household record', () => {
  it('one e-mail, however it is typed, is one household: orders, a quote and a waitlist sign-up all link to it', async () => {
    const first = await order('morgan.hale@example.com', { name: 'Morgan Hale', phone: '858-555-0142', date: '2025-10-06' });
    const second = await order(' Morgan.Hale@Example.com ', { name: 'Morgan Hale', phone: '+1 (858) 555-0142', address: '9 Vista Way', city: 'Del Mar', zip: '92014', date: '2026-10-05' });
    expect((await ctx.post('/api/quotes', {
      customerName: 'Morgan Hale', customerEmail: 'MORGAN.HALE@example.com', customerPhone: '(619) 555-0177',
      projectType: 'hoa', projectDescription: 'Entrance display for the HOA, about forty feet of frontage.',
    })).status).toBe(201);
    expect((await ctx.post('/api/waitlist', { name: 'Morgan Hale', email: 'morgan.hale@EXAMPLE.com' })).status).toBe(201);
    const quoteId = (await ctx.sql<{ id: string }[]>`SELECT id FROM custom_quotes WHERE customer_email = 'MORGAN.HALE@example.com'`)[0]!.id;
    const waitId = (await ctx.sql<{ id: string }[]>`SELECT id FROM waitlist_entries WHERE email = 'morgan.hale@example.com'`)[0]!.id;
    const ids = new Set([await customerOf('orders', first), await customerOf('orders', second), await customerOf('custom_quotes', quoteId), await customerOf('waitlist_entries', waitId)]);
    expect(ids.size).toBe(1);
    const [c] = await ctx.sql`SELECT * FROM customers WHERE email = 'morgan.hale@example.com'`;
    expect(c).toMatchObject({
      name: 'Morgan Hale',
      phones: ['8585550142', '6195550177'],
      addresses: [{ address: '12 Cedar Ridge Rd', city: 'Poway', zipCode: '92064' }, { address: '9 Vista Way', city: 'Del Mar', zipCode: '92014' }],
      marketing_consent: true,
    });
    // Text consent is each number's own (ADR 160): no form here ticked the box, so neither number may be texted.
    expect(await ctx.sql`SELECT 1 FROM phone_text_consents WHERE phone IN ('+18585550142', '+16195550177')`).toHaveLength(0);
  });

  it('unsubscribing from the waitlist takes the consent back; a new address is a new household', async () => {
    await ctx.post('/api/waitlist', { name: 'Riley Stone', email: 'riley.stone@example.com' });
    const [w] = await ctx.sql<{ id: string; customer_id: string }[]>`SELECT id, customer_id FROM waitlist_entries WHERE email = 'riley.stone@example.com'`;
    await ctx.sql`UPDATE waitlist_entries SET unsubscribed_at = now() WHERE id = ${w!.id}`;
    expect((await ctx.sql`SELECT marketing_consent FROM customers WHERE id = ${w!.customer_id}`)[0]!.marketing_consent).toBe(false);
    const other = await order('riley.stone@elsewhere.example', { name: 'Riley Stone' });
    expect(await customerOf('orders', other)).not.toBe(w!.customer_id);
  });

  it('two first orders of one new address at once make one household', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => order('same.time@example.com')));
    expect(new Set(await Promise.all(ids.map((id) => customerOf('orders', id)))).size).toBe(1);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM customers WHERE email = 'same.time@example.com'`)[0]!.n).toBe(1);
  });
});

describe('staff: search, the record page, porch notes and merging', () => {
  it('finds a household by any words of its name, e-mail, phone (typed any way) or porch; every word must match', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    await order('quincy.adair@example.com', { name: 'Quincy Adair', phone: '(760) 555-0199', address: '4 Lantern Hill', city: 'Escondido', zip: '92025' });
    await order('quinn.a@example.com', { name: 'Quinn Abbott', phone: '(760) 555-0111', address: '88 Orchard Ct', city: 'Vista', zip: '92081' });
    const names = async (q: string) => (await readJson(await staffGet(cookie, `/api/admin/customers?q=${encodeURIComponent(q)}`))).customers.map((c: { name: string }) => c.name);
    expect(await names('quincy')).toEqual(['Quincy Adair']);
    expect(await names('QUINCY.ADAIR@example.com')).toEqual(['Quincy Adair']);
    expect(await names('760-555-0199')).toEqual(['Quincy Adair']);
    expect(await names('(760) 555')).toEqual(expect.arrayContaining(['Quincy Adair', 'Quinn Abbott']));
    expect(await names('lantern escondido')).toEqual(['Quincy Adair']);
    expect(await names('92081')).toEqual(['Quinn Abbott']);
    expect(await names('quin vista')).toEqual(['Quinn Abbott']);
    expect(await names('quincy vista')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const all = await readJson(await staffGet(cookie, '/api/admin/customers'));
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.customers[0]).toEqual({
      id: expect.any(String), name: 'Quinn Abbott', email: 'quinn.a@example.com', phones: ['7605550111'], city: 'Vista',
      seasons: [2025], collected: '0.00', lastActivityAt: expect.any(String),
    });
  });

  it('the record shows every season newest first, with what was collected from the ledger; notes are kept', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const old = await order('jules.reyes@example.com', { name: 'Jules Reyes', date: '2025-10-06', status: 'completed' });
    const now = await order('jules.reyes@example.com', { name: 'Jules Reyes', date: '2026-10-05' });
    await pay(old, 30_000);
    await pay(old, 70_000, 'balance', `pi_bal_${old.slice(0, 8)}`);
    await pay(now, 30_000);
    const id = await customerOf('orders', old);
    const detail = await readJson(await staffGet(cookie, `/api/admin/customers/${id}`));
    expect(detail).toMatchObject({ name: 'Jules Reyes', email: 'jules.reyes@example.com', collected: '1300.00', porchNotes: '', waitlist: null });
    expect(detail.orders.map((o: { id: string; year: number; collected: string }) => [o.id, o.year, o.collected]))
      .toEqual([[now, 2026, '300.00'], [old, 2025, '1000.00']]);
    const list = await readJson(await staffGet(cookie, '/api/admin/customers?q=jules'));
    expect(list.customers[0]).toMatchObject({ seasons: [2025, 2026], collected: '1300.00' });

    const notes = 'Gate code 4412. Friendly dog; side gate sticks.';
    const saved = await call(ctx, 'PATCH', `/api/admin/customers/${id}`, { cookie, body: { porchNotes: `  ${notes} ` } });
    expect([saved.status, (await readJson(saved)).porchNotes]).toEqual([200, notes]);
    const tooLong = await call(ctx, 'PATCH', `/api/admin/customers/${id}`, { cookie, body: { porchNotes: 'x'.repeat(4001) } });
    expect([tooLong.status, (await readJson(tooLong)).message]).toEqual([400, 'Must be at most 4000 characters']);
  });

  it('merges two records of one household: orders move, phones and porches join, the old e-mail still finds it', async () => {
    const { cookie } = await signedIn(ctx);
    const a = await order('casey.moss@example.com', { name: 'Casey Moss', phone: '(858) 555-0150' });
    const b = await order('cmoss@work.example', { name: 'Casey Moss', phone: '(619) 555-0160', address: '2 Bay Point', city: 'Coronado', zip: '92118' });
    const keep = await customerOf('orders', a);
    const other = await customerOf('orders', b);
    await call(ctx, 'PATCH', `/api/admin/customers/${other}`, { cookie, body: { porchNotes: 'Leave the hay by the garage.' } });
    const merged = await call(ctx, 'POST', `/api/admin/customers/${keep}/merge`, { cookie, body: { otherId: other } });
    expect(merged.status).toBe(200);
    const detail = await readJson(merged);
    expect(detail).toMatchObject({ id: keep, email: 'casey.moss@example.com', phones: ['8585550150', '6195550160'], mergedEmails: ['cmoss@work.example'],
      porchNotes: 'Leave the hay by the garage.' });
    expect(detail.orders.map((o: { id: string }) => o.id).sort()).toEqual([a, b].sort());
    expect(detail.addresses).toHaveLength(2);
    // The merged record opens as the household it became; a new order under the old e-mail joins it too.
    expect((await readJson(await staffGet(cookie, `/api/admin/customers/${other}`))).id).toBe(keep);
    expect(await customerOf('orders', await order('CMOSS@work.example'))).toBe(keep);
    expect((await readJson(await staffGet(cookie, '/api/admin/customers?q=cmoss'))).customers.map((c: { id: string }) => c.id)).toEqual([keep]);

    const same = await call(ctx, 'POST', `/api/admin/customers/${keep}/merge`, { cookie, body: { otherId: other } });
    expect([same.status, (await readJson(same)).message]).toEqual([400, 'These are the same customer']);
    const missing = await call(ctx, 'POST', `/api/admin/customers/${keep}/merge`, { cookie, body: { otherId: '00000000-0000-4000-8000-000000000000' } });
    expect([missing.status, (await readJson(missing)).message]).toEqual([404, 'Customer not found']);
    const bad = await call(ctx, 'POST', `/api/admin/customers/${keep}/merge`, { cookie, body: { otherId: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it("the crew reads the household's porch notes on its run sheet stop", async () => {
    const { cookie } = await signedIn(ctx);
    const [season] = await ctx.sql<{ d: string }[]>`SELECT delivery_dates[1] AS d FROM season ORDER BY year DESC LIMIT 1`;
    const orderId = await order('noor.haddad@example.com', { name: 'Noor Haddad', date: season!.d });
    await ctx.sql`UPDATE orders SET crew = 1, crew_day = ${season!.d}, crew_assigned_at = now() WHERE id = ${orderId}`;
    const sheet = async () => (await readJson(await staffGet(cookie, `/api/admin/run-sheet?date=${season!.d}&crew=1`))).stops
      .find((s: { orderId: string }) => s.orderId === orderId);
    expect((await sheet()).porchNotes).toBe('');
    await call(ctx, 'PATCH', `/api/admin/customers/${await customerOf('orders', orderId)}`, { cookie, body: { porchNotes: 'Two steps up; dog in the yard.' } });
    expect((await sheet()).porchNotes).toBe('Two steps up; dog in the yard.');
  });

  it('an unknown or malformed id is 404; without a session every customer route is 401', async () => {
    const { cookie } = await signedIn(ctx);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await staffGet(cookie, `/api/admin/customers/${encodeURIComponent(id)}`);
      expect([res.status, (await readJson(res)).message]).toEqual([404, 'Customer not found']);
    }
    expect((await call(ctx, 'GET', '/api/admin/customers')).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/admin/customers?q=a')).status).toBe(401);
  });
});
