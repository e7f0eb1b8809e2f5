import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { ADD_ON, orderPayload, orderRow, outboxEvents, PACKAGE, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});

type OrderKey = { orderId: string; orderSecret?: string };
const secretHeader = (order: OrderKey) => ({ 'x-order-secret': order.orderSecret ?? '' });
const updatePayment = (order: OrderKey, body: unknown) => ctx.post(`/api/orders/${order.orderId}/update-payment`, body, secretHeader(order));
const createOrder = async (overrides: Record<string, unknown> = {}) => readJson(await ctx.post('/api/orders', await orderPayload(ctx, overrides)));

describe('embedded payment flow (/reserve -> /checkout)', () => {
  it('reprices on every update, keeps ONE PaymentIntent at the final deposit, and confirm-payment marks the order paid', async () => {
    await ctx.sql`INSERT INTO promo_codes (code, discount_type, discount_value) VALUES ('PATCH15', 'percentage', 15)`;
    // NOTE: Golden Harvest at drop-off is $550 (docs/design.md §4, revised; Autumn Embrace was $550 before the revision).
    const created = await createOrder({ packageId: PACKAGE.goldenHarvest, serviceType: 'drop-off', zipCode: '92118' });
    // Golden Harvest drop-off $550 + Standard zone $25 = $575; deposit $172.50
    expect(created).toMatchObject({ serviceType: 'drop-off', breakdown: { finalTotal: '575.00', depositAmount: '172.50' } });

    const first = await readJson(await updatePayment(created, { selectedAddOns: [ADD_ON.seasonalRemoval], addOnQuantities: {}, promoCode: null }));
    // + Seasonal Removal $55 = $630; deposit $189
    expect(first.breakdown).toMatchObject({ subtotal: '605.00', finalTotal: '630.00', depositAmount: '189.00' });
    const intentId = first.clientSecret.split('_secret_')[0];

    const second = await readJson(await updatePayment(created, {
      selectedAddOns: [ADD_ON.setupStaging, ADD_ON.hayBales], addOnQuantities: { [ADD_ON.hayBales]: 2 }, promoCode: 'patch15', totalAmount: '1.00',
    }));
    // $550 + Setup $75 + 2 x $18 = $661; 15 % off = $99.15 -> $561.85; + $25 = $586.85; deposit round-half-up(176.055) = $176.06
    expect(second.breakdown).toEqual({
      baseAmount: '550.00', addOnTotal: '111.00', subtotal: '661.00', discountAmount: '99.15', deliveryFee: '25.00',
      finalTotal: '586.85', depositAmount: '176.06', balanceDue: '410.79', promoCode: 'PATCH15', referralDiscount: '0.00', referralCode: null,
      neighbourDiscount: '0.00', giftCardAmount: '0.00', dueNow: '176.06',
    });
    expect(second.clientSecret.split('_secret_')[0]).toBe(intentId);
    const intents = [...stripe.emulator.state.paymentIntents.values()].filter((pi) => pi.metadata.orderId === created.orderId);
    expect(intents).toHaveLength(1);
    expect(intents[0]!.amount).toBe(17_606);
    const lines = await ctx.sql`SELECT name, quantity FROM order_add_ons WHERE order_id = ${created.orderId} ORDER BY name`;
    expect(lines.map((l) => `${l.quantity} ${l.name}`)).toEqual(['2 Hay Bales', '1 Setup & Staging Service']);

    await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const confirmed = await ctx.post(`/api/orders/${created.orderId}/confirm-payment`, {}, secretHeader(created));
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toMatchObject({ status: 'deposit_paid', depositAmount: '176.06', promoCode: 'PATCH15' });
    await stripe.emulator.idle();
    expect(await orderRow(ctx, created.orderId)).toMatchObject({ status: 'deposit_paid', stripe_payment_intent_id: intentId });
    expect(await outboxEvents(ctx, 'order.deposit_paid', created.orderId)).toHaveLength(1);
    expect((await ctx.sql`SELECT redemptions FROM promo_codes WHERE code = 'PATCH15'`)[0]!.redemptions).toBe(1);
  });

  it('refuses to change a paid order (409) and answers unknown or malformed ids with a JSON 404', async () => {
    const created = await createOrder();
    const { clientSecret } = await readJson(await updatePayment(created, {}));
    await stripe.stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    const late = await updatePayment(created, { selectedAddOns: [ADD_ON.seasonalRemoval] });
    expect(late.status).toBe(409);
    expect((await readJson(late)).message).toMatch(/already been paid/);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%27%20OR%201%3D1']) {
      const key = { orderId: id, orderSecret: created.orderSecret };
      const requests = [
        await updatePayment(key, {}),
        await ctx.post(`/api/orders/${id}/confirm-payment`, {}, secretHeader(key)),
        await ctx.app.request(`/api/orders/${id}/confirmation?payment_intent=pi_x`, { headers: secretHeader(key) }),
      ];
      for (const res of requests) {
        expect(res.status).toBe(404);
        expect(typeof (await readJson(res)).message).toBe('string');
      }
    }
  });

  it('answers bad update bodies with a 400 and a hosted-flow order with a 409', async () => {
    const created = await createOrder();
    for (const body of [{ selectedAddOns: 'x' }, { addOnQuantities: { [ADD_ON.hayBales]: -2 } }, { selectedAddOns: ['unknown'] }, { promoCode: 'NOPE' }, 'x']) {
      const res = await updatePayment(created, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const hosted = await readJson(await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx)));
    const sessionId = new URL(hosted.url).pathname.split('/').pop()!;
    const [order] = await ctx.sql`SELECT id FROM orders WHERE stripe_checkout_session_id = ${sessionId}`;
    expect((await updatePayment({ orderId: order!.id, orderSecret: hosted.orderSecret }, {})).status).toBe(409);
  });
});
