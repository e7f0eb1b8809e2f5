import { toDecimal } from '@sdp/shared';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { orderIdOfPayToken } from '@sdp/server/orders/pay-link';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { requireStripe } from '../../lib/stripe.ts';
import { publicRoute } from '../../middleware/access.ts';
import { balanceIntent, balanceRefusal } from './balance-intent.ts';

const LINK_NOT_FOUND = 'This payment link is not valid.';

/** The order a pay link stands for; a malformed, tampered or unknown token is the same 404 (nothing leaked). */
async function orderOfToken(deps: AppDeps, token: string, lock = false, tx: Sql | TransactionSql = deps.sql): Promise<OrderRow> {
  const orderId = orderIdOfPayToken(deps.env.SESSION_SECRET, token);
  if (!orderId) throw notFound(LINK_NOT_FOUND);
  const [order] = lock ? await tx<OrderRow[]>`SELECT * FROM orders WHERE id = ${orderId} FOR UPDATE` : await tx<OrderRow[]>`SELECT * FROM orders WHERE id = ${orderId}`;
  if (!order) throw notFound(LINK_NOT_FOUND);
  return order;
}

/**
 * The signed pay-balance link e-mailed when an off-session charge fails (docs/design.md §11, ADR 026): what is due, and a
 * PaymentIntent to confirm on-session with Stripe.js (3-D Secure or a new card). The customer's order page offers the same
 * PaymentIntent behind its own link (features/my-order, ADR 046).
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
      payable: balanceRefusal(order) === null,
    }, 200);
  })
  .post('/pay-balance/:token/intent', publicRoute(), async (c) => {
    const deps = c.get('deps');
    requireStripe(deps);
    const result = await deps.sql.begin(async (tx) => balanceIntent(deps, tx, await orderOfToken(deps, c.req.param('token'), true, tx)));
    c.header('Cache-Control', 'no-store');
    return c.json({ clientSecret: result.clientSecret, amount: toDecimal(result.amount) }, 200);
  });
