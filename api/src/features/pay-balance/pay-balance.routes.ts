import { toDecimal } from '@sdp/shared';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { balanceIdempotencyKey, balanceMetadata } from '@sdp/server/orders/balance-intent';
import { orderIdOfPayToken } from '@sdp/server/orders/pay-link';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { callStripe, requireStripe } from '../../lib/stripe.ts';
import { publicRoute } from '../../middleware/access.ts';

const LINK_NOT_FOUND = 'This payment link is not valid.';
const OPEN_INTENT = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** The order a pay link stands for; a malformed, tampered or unknown token is the same 404 (nothing leaked). */
async function orderOfToken(deps: AppDeps, token: string, lock = false, tx: Sql | TransactionSql = deps.sql): Promise<OrderRow> {
  const orderId = orderIdOfPayToken(deps.env.SESSION_SECRET, token);
  if (!orderId) throw notFound(LINK_NOT_FOUND);
  const [order] = lock ? await tx<OrderRow[]>`SELECT * FROM orders WHERE id = ${orderId} FOR UPDATE` : await tx<OrderRow[]>`SELECT * FROM orders WHERE id = ${orderId}`;
  if (!order) throw notFound(LINK_NOT_FOUND);
  return order;
}

/** Why the balance cannot be paid on the link now, or null when it can. */
function refusal(order: OrderRow): string | null {
  if (order.balance_status === 'paid') return 'This balance is already paid. Thank you!';
  if (order.status !== 'delivered') return 'This order has no balance to pay right now.';
  if (order.balance_status === 'scheduled' || order.balance_status === 'processing') return 'We are charging your saved card right now; check back in a minute.';
  return null;
}

/**
 * The signed pay-balance link e-mailed when an off-session charge fails (docs/design.md §11, ADR 026). The page that uses these calls
 * is built with the customer's order page (docs/design.md §12); the calls are what it needs: what is due, and a PaymentIntent to confirm
 * on-session with Stripe.js (3-D Secure or a new card). The webhook then completes the order as for any balance payment.
 */
export const payBalanceRoutes = new Hono<AppEnv>()
  .get('/pay-balance/:token', publicRoute(), async (c) => {
    const order = await orderOfToken(c.get('deps'), c.req.param('token'));
    c.header('Cache-Control', 'no-store');
    return c.json({
      orderNumber: order.id.slice(-8).toUpperCase(),
      packageName: order.package_name,
      deliveryDate: order.delivery_date,
      balanceDue: toDecimal(order.balance_status === 'paid' ? 0 : order.balance_cents),
      balanceStatus: order.balance_status,
      payable: refusal(order) === null,
    }, 200);
  })
  .post('/pay-balance/:token/intent', publicRoute(), async (c) => {
    const deps = c.get('deps');
    const stripe = requireStripe(deps);
    const result = await deps.sql.begin(async (tx) => {
      const order = await orderOfToken(deps, c.req.param('token'), true, tx);
      const why = refusal(order);
      if (why) throw conflict(why);
      if (order.balance_payment_intent_id) {
        const current = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(order.balance_payment_intent_id!));
        if (current.metadata?.channel === 'on_session' && OPEN_INTENT.includes(current.status)) return { clientSecret: current.client_secret!, amount: current.amount };
      }
      const attempt = order.balance_attempt + 1;
      const intent = await callStripe(deps, 'paymentIntents.create', () =>
        stripe.paymentIntents.create(
          {
            amount: order.balance_cents,
            currency: 'usd',
            ...(order.stripe_customer_id ? { customer: order.stripe_customer_id } : {}),
            automatic_payment_methods: { enabled: true },
            description: `Balance — ${order.package_name}`,
            metadata: balanceMetadata(order.id, attempt, 'on_session'),
          },
          { idempotencyKey: balanceIdempotencyKey(order.id, attempt) },
        ));
      await tx`UPDATE orders SET balance_attempt = ${attempt}, balance_payment_intent_id = ${intent.id}, updated_at = now() WHERE id = ${order.id}`;
      return { clientSecret: intent.client_secret!, amount: intent.amount };
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ clientSecret: result.clientSecret, amount: toDecimal(result.amount) }, 200);
  });
