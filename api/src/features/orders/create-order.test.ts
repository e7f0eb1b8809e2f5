import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { ADD_ON, orderPayload, orderRow, outboxEvents, PACKAGE, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext();
useStripeEmulator(ctx, { webhooks: false });

const createOrder = async (overrides: Record<string, unknown> = {}) => {
  const res = await ctx.post('/api/orders', await orderPayload(ctx, overrides));
  return { status: res.status, body: await readJson(res) };
};

async function seasonDates(): Promise<string[]> {
  const [season] = await ctx.sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season WHERE id = 1`;
  return [...season!.delivery_dates].sort();
}

describe('POST /api/orders (create an order)', () => {
  it('prices on the server, ignores client prices, and writes the order, its add-ons and order.created together', async () => {
    const res = await createOrder({
      addOnServices: [ADD_ON.seasonalRemoval, ADD_ON.hayBales],
      addOnQuantities: { [ADD_ON.hayBales]: 3 },
      totalAmount: '1.00', price: 1, packagePrice: '0.01', depositAmount: '0.30', finalTotal: 0, breakdown: { finalTotal: '0.00' },
    });
    expect(res.status).toBe(201);
    // Golden Harvest $1,825 + Seasonal Removal $55 + 3 x Hay Bales $18 = $1,934; deposit 30 % = $580.20
    expect(res.body).toMatchObject({
      serviceType: 'white-glove',
      breakdown: { baseAmount: '1825.00', addOnTotal: '109.00', subtotal: '1934.00', discountAmount: '0.00', deliveryFee: '0.00', finalTotal: '1934.00', depositAmount: '580.20', balanceDue: '1353.80', promoCode: null },
    });
    const order = await orderRow(ctx, res.body.orderId);
    expect(order).toMatchObject({ status: 'pending', flow: 'embedded', total_cents: 193_400, deposit_cents: 58_020, package_name: 'Golden Harvest' });
    const lines = await ctx.sql`SELECT name, quantity, line_total_cents FROM order_add_ons WHERE order_id = ${res.body.orderId} ORDER BY name`;
    expect(lines.map((l) => [l.name, l.quantity, l.line_total_cents])).toEqual([['Hay Bales', 3, 5400], ['Seasonal Removal', 1, 5500]]);
    expect(await outboxEvents(ctx, 'order.created', res.body.orderId)).toHaveLength(1);
  });

  it('accepts the {id, quantity} add-on reading, counts a service add-on once, and charges the zone fee for drop-off only', async () => {
    const res = await createOrder({
      packageId: PACKAGE.autumnGlow, zipCode: '92036',
      addOnServices: [{ id: ADD_ON.setupStaging, quantity: 4 }, { id: ADD_ON.cornStalks, quantity: 2 }],
    });
    // Autumn Glow drop-off $325 + Setup $75 (once) + 2 x $25 = $450; Extended zone fee $50 -> $500; deposit $150
    expect(res.body.breakdown).toMatchObject({ subtotal: '450.00', deliveryFee: '50.00', finalTotal: '500.00', depositAmount: '150.00' });
    const whiteGlove = await createOrder({ packageId: PACKAGE.autumnGlow, serviceType: 'white-glove', zipCode: '92036' });
    expect(whiteGlove.body).toMatchObject({ serviceType: 'white-glove', breakdown: { baseAmount: '1225.00', deliveryFee: '0.00', finalTotal: '1225.00' } });
  });

  it('re-validates the promo code on the server', async () => {
    await ctx.sql`INSERT INTO promo_codes (code, discount_type, discount_value) VALUES ('GOURD20', 'percentage', 20)`;
    const ok = await createOrder({ packageId: PACKAGE.harvestBounty, promoCode: ' gourd20 ' });
    // Harvest Bounty at docs/design.md §4's revised $1,525 - 20 % ($305) = $1,220; deposit $366
    expect(ok.body.breakdown).toMatchObject({ discountAmount: '305.00', finalTotal: '1220.00', depositAmount: '366.00', promoCode: 'GOURD20' });
    const expired = await createOrder({ promoCode: 'SPOOKY15' });
    expect(expired.status).toBe(400);
    // Issue 35, I3 (ADR 167): the order names no reason a known code cannot be used, so it reads as an unknown one does.
    const unknown = await createOrder({ promoCode: 'NOSUCHCODE' });
    expect(expired.body).toMatchObject({ message: 'This promo code is not valid. Please check the spelling and try again.', issues: [{ path: 'promoCode' }] });
    expect(expired.body.message).toBe(unknown.body.message);
  });

  it('refuses an unknown package, an unknown add-on, too many of an item, and a zip outside the service area', async () => {
    const unknownPackage = await createOrder({ packageId: 'b1e2c3d4-0000-4000-8000-000000000000' });
    expect(unknownPackage).toMatchObject({ status: 400, body: { message: 'Please select a package' } });
    expect((await createOrder({ packageId: '' })).body.message).toBe('Please select a package');
    expect((await createOrder({ addOnServices: ['nope'] })).status).toBe(400);
    const tooMany = await createOrder({ addOnQuantities: { [ADD_ON.hayBales]: 7 } });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'You can order at most 6 of Hay Bales' } });
    const outside = await createOrder({ zipCode: '90210' });
    expect(outside).toMatchObject({ status: 422, body: { message: 'Please enter a zip code in our service area.', issues: [{ path: 'zipCode' }] } });
  });

  it('refuses a date outside the season with a 400', async () => {
    const res = await createOrder({ deliveryDate: '2031-12-25' });
    expect(res).toMatchObject({ status: 400, body: { issues: [{ path: 'deliveryDate' }] } });
  });

  it('refuses a full week with a 409 and gives concurrent orders for the last spot to exactly one', async () => {
    const date = (await seasonDates())[3]!;
    await ctx.sql`UPDATE delivery_slots SET capacity = booked + 1 WHERE delivery_date = ${date} AND service_level = 'white-glove'`;
    const payload = await orderPayload(ctx, { deliveryDate: date });
    const results = await Promise.all(Array.from({ length: 6 }, () => ctx.post('/api/orders', payload)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = await readJson(results.find((r) => r.status === 409)!);
    expect(refused.message).toBe('That delivery week is fully booked. Please choose another date.');
    const [slot] = await ctx.sql`SELECT capacity, booked FROM delivery_slots WHERE delivery_date = ${date} AND service_level = 'white-glove'`;
    expect(slot!.booked).toBe(slot!.capacity);
    const later = await createOrder({ deliveryDate: date });
    expect(later.status).toBe(409);
  });

  it('answers every malformed input with a 4xx JSON body, never a 500', async () => {
    const base = await orderPayload(ctx);
    const bad: unknown[] = [
      {}, 'not json', [], { ...base, customerEmail: 'nope' }, { ...base, customerName: 'J' }, { ...base, zipCode: '9212' },
      { ...base, deliveryDate: '13/10/2026' }, { ...base, deliveryDate: '2026-02-30' }, { ...base, addOnQuantities: { x: -1 } },
      { ...base, addOnQuantities: { [ADD_ON.hayBales]: 1.5 } }, { ...base, addOnServices: 'all' }, { ...base, serviceType: 'platinum' },
      { ...base, packageId: "' OR 1=1 --" }, { ...base, photoPermission: 'maybe' }, { ...base, promoCode: 'X'.repeat(500) },
    ];
    for (const body of bad) {
      const res = await ctx.post('/api/orders', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof (await readJson(res)).message).toBe('string');
    }
  });
});
