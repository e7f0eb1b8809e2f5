import { revokeOrderLinks } from '@sdp/server/orders/revoke-links';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { staff } from '../../middleware/access.ts';
import { requireOrder } from '@sdp/server/orders/require-order';
import { orderDetail } from '@sdp/server/orders/order-detail';

/**
 * POST /api/admin/orders/:id/revoke-links (staff, ADR 080): every link of the order e-mailed so far stops opening (a forwarded or
 * leaked e-mail); the customer asks for a new one from /my-order, or staff resend an e-mail. Answers the order's detail.
 */
export const orderLinkRoutes = new Hono<AppEnv>().post('/admin/orders/:id/revoke-links', staff(), async (c) => {
  const deps = c.get('deps');
  const order = await requireOrder(deps.sql, c.req.param('id'));
  await deps.sql.begin((tx) => revokeOrderLinks(tx, order.id, c.get('user'), 'staff'));
  return c.json(await orderDetail(deps, await requireOrder(deps.sql, order.id)), 200);
});
