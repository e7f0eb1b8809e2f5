import { cardInWords, toDecimal } from '@sdp/shared';
import { cardOnFile } from '@sdp/server/orders/saved-card';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { payLinkOf } from '@sdp/server/orders/pay-link';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/deps.ts';
import { requireStripe } from '@sdp/server/stripe-calls';
import { publicRoute } from '../../middleware/access.ts';
import { balanceIntent, balanceRefusal } from '@sdp/server/orders/on-session-balance';
import { orderOfSignedLink } from '@sdp/server/orders/my-order-token';

const LINK_NOT_FOUND = 'This payment link is not valid.';

/**
 * The order a pay link stands for; a malformed, tampered, unknown, revoked or expired token is the same 404 (nothing leaked). The link
 * lives as long as the order's page does (ADR 080).
 */
async function orderOfToken(deps: AppDeps, token: string, lock = false, tx: Sql | TransactionSql = deps.sql): Promise<OrderRow> {
  return (await orderOfSignedLink(deps, payLinkOf(deps.env.SESSION_SECRET, token), { tx, lock }, LINK_NOT_FOUND)).order;
}

/**
 * The signed pay-balance link e-mailed when an off-session charge fails (docs/design.md §11, ADR 026): what is due, and a
 * PaymentIntent to confirm on-session with Stripe.js (3-D Secure or a new card). The customer's order page offers the same
 * PaymentIntent behind its own link (features/my-order, ADR 046).
 */
export const payBalanceRoutes = new Hono<AppEnv>()
  .get('/pay-balance/:token', publicRoute(), async (c) => {
    const deps = c.get('deps');
    const order = await orderOfToken(deps, c.req.param('token'));
    const card = await cardOnFile(deps.sql, deps.stripe, order);
    c.header('Cache-Control', 'no-store');
    return c.json({
      orderNumber: order.id.slice(-8).toUpperCase(),
      packageName: order.package_name,
      deliveryDate: order.delivery_date,
      balanceDue: toDecimal(order.balance_status === 'paid' ? 0 : order.balance_cents),
      balanceStatus: order.balance_status,
      payable: balanceRefusal(order) === null,
      /** The saved card the page offers beside a new one (issue 25, item 12), in words; null when none was saved. */
      savedCard: card ? cardInWords(card) : null,
    }, 200);
  })
  .post('/pay-balance/:token/intent', publicRoute(), async (c) => {
    const deps = c.get('deps');
    requireStripe(deps);
    const result = await deps.sql.begin(async (tx) => balanceIntent(deps, tx, await orderOfToken(deps, c.req.param('token'), true, tx)));
    c.header('Cache-Control', 'no-store');
    return c.json({ clientSecret: result.clientSecret, amount: toDecimal(result.amount), savedCard: result.savedCard }, 200);
  });
