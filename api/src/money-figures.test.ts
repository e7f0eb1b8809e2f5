import { STAFF_SCREENS } from '@sdp/shared/staff-roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../test/app-routes.ts';
import { useTestContext } from '../test/harness.ts';
import { insertOrder } from '../test/order-fixtures.ts';
import { call, signedIn } from '../test/staff-fixtures.ts';

// One rule for money on every staff answer (ADR 181): the crew (role staff) gets no business figure from any route, and the owner's
// screens answer the crew 403. Every staff GET route the app registers is walked, so a new one that returns a figure fails here.
const ctx = useTestContext();

/** A figure's name, at any depth: revenue of any kind, averages, rates of refunds, what is outstanding or collected in sum. */
const FIGURE = /revenue|average|refundRate|outstanding|^collected/i;

/** The key paths of a JSON answer whose name is a figure ("customers[].collected"). */
function figuresIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => figuresIn(item, `${path}[]`)))];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(FIGURE.test(key) ? [`${path}.${key}`] : []), ...figuresIn(inner, `${path}.${key}`)]);
}

/** The one read each owner-only screen makes first: the crew gets 403 there, so the whole screen is closed, not emptied. */
const OWNER_SCREEN_READS: Record<string, string> = {
  '/insights': '/api/admin/insights',
  '/catalog': '/api/admin/catalog',
  '/zapier': '/api/zapier/subscriptions',
};

let crew = '';
let owner = '';
const ids: Record<string, string> = {};
beforeAll(async () => {
  crew = (await signedIn(ctx, 'staff')).cookie;
  owner = (await signedIn(ctx, 'admin')).cookie;
  const orderId = await insertOrder(ctx, { status: 'completed', paidAt: new Date().toISOString() });
  await ctx.sql`INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status) VALUES (${orderId}, 'payment_intent', 'pi_figures', 54750, 'succeeded')`;
  ids.order = orderId;
  ids.customer = (await ctx.sql<{ customer_id: string }[]>`SELECT customer_id FROM orders WHERE id = ${orderId}`)[0]!.customer_id;
});

/** Every GET a staff session may call, with this file's order and household where the path names one. */
function staffReads(): { name: string; path: string }[] {
  return registeredRoutes(ctx.app, ctx.env.BASE_PATH)
    .filter((r) => r.method === 'GET' && r.access === 'staff')
    .map((r) => {
      const path = r.name.slice('GET '.length);
      const id = path.startsWith('/api/admin/customers/') ? ids.customer! : ids.order!;
      return { name: r.name, path: path.replace(/:id\b/, id).replace(/:\w+/g, '00000000-0000-4000-8000-000000000000') };
    });
}

async function answer(cookie: string, path: string): Promise<unknown> {
  const res = await call(ctx, 'GET', path, { cookie });
  return res.status === 200 && res.headers.get('content-type')?.includes('json') ? res.json() : null;
}

describe('money on staff answers', () => {
  it('no staff GET route gives the crew a figure', async () => {
    const reads = staffReads();
    expect(reads.map((r) => r.name)).toEqual(expect.arrayContaining(['GET /api/admin/renewals', 'GET /api/admin/customers', 'GET /api/admin/customers/:id', 'GET /api/orders']));
    const leaks: string[] = [];
    for (const read of reads) leaks.push(...figuresIn(await answer(crew, read.path)).map((key) => `${read.name} ${key}`));
    expect(leaks).toEqual([]);
  });

  it('the scan finds the figures in the owner\'s answers of the same routes (so the walk above is not empty)', async () => {
    expect(figuresIn(await answer(owner, '/api/admin/renewals'))).toEqual(['.renewedRevenue']);
    expect(figuresIn(await answer(owner, '/api/admin/customers'))).toEqual(['.customers[].collected']);
    expect(figuresIn(await answer(owner, `/api/admin/customers/${ids.customer}`))).toEqual(['.collected', '.orders[].collected']);
  });

  it('the crew still reads an order\'s own price and payments, which it works with', async () => {
    const order = (await answer(crew, `/api/admin/orders/${ids.order}`)) as { totalAmount: string; amountPaid: string };
    expect(order).toMatchObject({ totalAmount: '1825.00', amountPaid: '547.50' });
    const record = (await answer(crew, `/api/admin/customers/${ids.customer}`)) as { orders: { total: string }[] };
    expect(record.orders[0]).toMatchObject({ total: '1825.00' });
  });

  it('every owner-only screen answers the crew 403 and the owner 200', async () => {
    expect(Object.keys(OWNER_SCREEN_READS).sort()).toEqual(STAFF_SCREENS.filter((s) => s.ownerOnly).map((s) => s.to).sort());
    for (const [screen, path] of Object.entries(OWNER_SCREEN_READS)) {
      expect(`${screen} ${(await call(ctx, 'GET', path, { cookie: crew })).status}`).toBe(`${screen} 403`);
      expect(`${screen} ${(await call(ctx, 'GET', path, { cookie: owner })).status}`).toBe(`${screen} 200`);
    }
  });
});
