import { developerWording } from '@sdp/shared/plain-words';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, orderRow, outboxEvents, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext({ PUBLIC_URL: 'https://shop.test', BASE_PATH: '/sdpumpkin' });
const stripe = useStripeEmulator(ctx);
// NOTE: this file books more than a week's 3 white-glove spots; capacity itself is tested in create-order.test.ts.
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});

async function startCheckout(overrides: Record<string, unknown> = {}) {
  const res = await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx, overrides));
  expect(res.status).toBe(200);
  const { url } = await readJson(res);
  const sessionId = new URL(url).pathname.split('/').pop()!;
  const [order] = await ctx.sql`SELECT id FROM orders WHERE stripe_checkout_session_id = ${sessionId}`;
  return { url: url as string, sessionId, orderId: order!.id as string };
}

const submitPayForm = (url: string, cardNumber = '4242 4242 4242 4242') =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'pay', cardNumber, expiry: '12 / 34', cvc: '123' }) });

const verify = (sessionId: string) => ctx.post('/api/orders/verify-checkout-session', { sessionId });

describe('hosted checkout flow', () => {
  it('creates a deposit session, and paying on the hosted page marks the order deposit_paid through the signed webhook', async () => {
    const { url, sessionId, orderId } = await startCheckout();
    const session = await stripe.stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    expect(session).toMatchObject({
      amount_total: 54_750, currency: 'usd', client_reference_id: orderId, customer_email: 'jane@example.com', metadata: { orderId },
      success_url: 'https://shop.test/sdpumpkin/order-confirmation?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.test/sdpumpkin/?checkout=cancelled',
    });
    expect(session.line_items?.data.map((i) => [i.description, i.amount_total])).toEqual([['Deposit (30%) — Golden Harvest', 54_750]]);

    const page = await (await fetch(url)).text();
    expect(page).toContain('$547.50');
    // Issue 36, item 13: the line's words group the dollars as people write them ("$1825.00" read as a code).
    const [words] = /Order total [^<]*/.exec(page) ?? [''];
    expect(words).toMatch(/^Order total \$1,825\.00; the balance of \$1,277\.50 is due at delivery/);
    expect(developerWording(words)).toEqual([]);
    const paid = await submitPayForm(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://shop.test/sdpumpkin/order-confirmation?session_id=${sessionId}`);
    await stripe.emulator.idle();

    const order = await orderRow(ctx, orderId);
    expect(order).toMatchObject({ status: 'deposit_paid', stripe_checkout_session_id: sessionId });
    expect(order.paid_at).toBeInstanceOf(Date);
    expect(order.stripe_payment_intent_id).toMatch(/^pi_/);
    expect(await outboxEvents(ctx, 'order.deposit_paid', orderId)).toHaveLength(1);
    const payments = await ctx.sql`SELECT kind, status, amount_cents FROM payments WHERE order_id = ${orderId} ORDER BY kind`;
    expect(payments.map((p) => [p.kind, p.status, p.amount_cents])).toEqual([['checkout_session', 'succeeded', 54_750], ['payment_intent', 'succeeded', 54_750]]);
    const deliveries = stripe.emulator.deliveries.filter((d) => d.type === 'checkout.session.completed');
    expect(deliveries.every((d) => d.ok)).toBe(true);

    const confirmed = await verify(sessionId);
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toMatchObject({
      orderId, status: 'deposit_paid', serviceType: 'white-glove', packageName: 'Golden Harvest', packagePrice: '1825.00', addOns: [],
      subtotal: '1825.00', discountAmount: '0.00', promoCode: null, totalAmount: '1825.00', depositAmount: '547.50',
      customerName: 'Jane Pumpkin', deliveryAddress: '123 Harvest Lane, San Diego, CA 92126',
    });
  });

  it('counts a promo redemption when the deposit is paid, not when the code is validated', async () => {
    await ctx.sql`INSERT INTO promo_codes (code, discount_type, discount_value) VALUES ('HAYRIDE', 'fixed', 2500)`;
    await ctx.post('/api/validate-promo-code', { code: 'HAYRIDE', totalAmount: 100 });
    const { url } = await startCheckout({ promoCode: 'HAYRIDE' });
    const redemptions = async () => (await ctx.sql`SELECT redemptions FROM promo_codes WHERE code = 'HAYRIDE'`)[0]!.redemptions;
    expect(await redemptions()).toBe(0);
    await submitPayForm(url);
    await stripe.emulator.idle();
    expect(await redemptions()).toBe(1);
  });

  it('a declined card leaves the order payable; a later success still marks it paid', async () => {
    const { url, orderId } = await startCheckout();
    const declined = await submitPayForm(url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    await stripe.emulator.idle();
    expect((await orderRow(ctx, orderId)).status).toBe('payment_failed');
    await submitPayForm(url);
    await stripe.emulator.idle();
    expect((await orderRow(ctx, orderId)).status).toBe('deposit_paid');
  });

  it('checkout.session.expired cancels the unpaid order and releases its delivery spot exactly once', async () => {
    const { sessionId, orderId } = await startCheckout();
    const order = await orderRow(ctx, orderId);
    const booked = async () =>
      (await ctx.sql`SELECT booked FROM delivery_slots WHERE delivery_date = ${order.delivery_date} AND service_level = 'white-glove'`)[0]!.booked;
    const before = await booked();
    await stripe.stripe.checkout.sessions.expire(sessionId);
    await stripe.emulator.idle();
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'cancelled', slot_released: true });
    expect(await booked()).toBe(before - 1);
    // A verify after the expiry (or a second cancellation path) gives nothing back twice.
    const res = await verify(sessionId);
    expect(res.status).toBe(409);
    // A cancelled order never reads as paid (issue 35, I4).
    expect(await readJson(res)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await booked()).toBe(before - 1);
    expect(await outboxEvents(ctx, 'order.status_changed', orderId)).toHaveLength(1);
  });

  it('verify-checkout-session: unknown -> 404, unpaid -> 409 "Payment is still processing", malformed -> 400', async () => {
    const unknown = await verify('cs_test_unknown');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).message).toBeTruthy();
    const { sessionId } = await startCheckout();
    const unpaid = await verify(sessionId);
    expect(unpaid.status).toBe(409);
    expect(await readJson(unpaid)).toMatchObject({ message: 'Payment is still processing', status: 'pending' });
    for (const body of [{}, { sessionId: '' }, { sessionId: 12 }, 'x']) expect((await ctx.post('/api/orders/verify-checkout-session', body)).status).toBe(400);
  });

  it('answers a bad payload with a 400 and creates nothing', async () => {
    const [{ count: before }] = (await ctx.sql`SELECT count(*)::int AS count FROM orders`) as unknown as [{ count: number }];
    const res = await ctx.post('/api/create-stripe-checkout', { ...(await orderPayload(ctx)), customerEmail: 'not-an-email' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe('Please enter a valid email');
    const [{ count: after }] = (await ctx.sql`SELECT count(*)::int AS count FROM orders`) as unknown as [{ count: number }];
    expect(after).toBe(before);
  });
});
