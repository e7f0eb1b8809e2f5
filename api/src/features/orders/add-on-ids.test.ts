import { describe, expect, it } from 'vitest';
import { UNKNOWN_ADD_ON } from '@sdp/shared';
import { useTestContext } from '../../../test/harness.ts';
import { ADD_ON, orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

// Issue 35, I5: an add-on id that is none of ours, "__proto__" and "constructor" included, is refused with words, never dropped
// from the order without a word (which priced and booked an order without the line the customer asked for).
const ctx = useTestContext();
useStripeEmulator(ctx, { webhooks: false });

/** JSON text with `addOns` spliced in as written, so "__proto__" stays an own key on the wire instead of setting a prototype here. */
const withAddOns = async (addOns: string) => {
  const body = JSON.stringify(await orderPayload(ctx, { addOnServices: [], addOnQuantities: {} }));
  return body.replace('"addOnServices":[],"addOnQuantities":{}', addOns);
};
const orders = async () => (await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM orders`)[0]!.n;

describe('add-on ids an order names', () => {
  it.each([
    ['"addOnServices":["__proto__"],"addOnQuantities":{}'],
    ['"addOnServices":[{"id":"__proto__","quantity":2}],"addOnQuantities":{}'],
    ['"addOnServices":[],"addOnQuantities":{"__proto__":1}'],
    ['"addOnServices":["constructor"],"addOnQuantities":{}'],
    ['"addOnServices":[],"addOnQuantities":{"constructor":2}'],
    ['"addOnServices":["toString","hasOwnProperty"],"addOnQuantities":{}'],
    [`"addOnServices":["${ADD_ON.seasonalRemoval}","prototype"],"addOnQuantities":{}`],
    [`"addOnServices":["${ADD_ON.hayBales}"],"addOnQuantities":{"${ADD_ON.hayBales}":2,"__proto__":3}`],
  ])('refuses %s with a 400 that says so, and books nothing', async (addOns) => {
    const before = await orders();
    const res = await ctx.post('/api/orders', await withAddOns(addOns));
    const body = await readJson(res);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.message).toBe(UNKNOWN_ADD_ON);
    expect(await orders()).toBe(before);
  });

  it('refuses them when the checkout reprices an order too', async () => {
    const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
    const reprice = (body: string) => ctx.post(`/api/orders/${created.orderId}/update-payment`, body, { 'x-order-secret': created.orderSecret });
    for (const body of ['{"selectedAddOns":["__proto__"]}', '{"addOnQuantities":{"__proto__":1}}', '{"selectedAddOns":["constructor"]}']) {
      const res = await reprice(body);
      expect(res.status, body).toBe(400);
      expect((await readJson(res)).message, body).toBe(UNKNOWN_ADD_ON);
    }
    // A real add-on still prices as before.
    expect((await reprice(`{"selectedAddOns":["${ADD_ON.seasonalRemoval}"]}`)).status).toBe(200);
  });
});
