import { cancelRequestSchema, deliverRequestSchema, refundRequestSchema } from '@sdp/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { admin, staff } from '../../middleware/access.ts';
import { deliverOrder, requestBalanceCharge } from './balance-actions.ts';
import { cancelOrder } from '@sdp/server/orders/cancel-order';
import { refundOrder } from '@sdp/server/orders/issue-refund';
import { requireOrder } from '@sdp/server/orders/require-order';
import { orderDetail } from '@sdp/server/orders/order-detail';

/**
 * Staff money actions on one order (docs/design.md §11, ADR 026). Staff may read an order, mark it delivered and charge its balance;
 * money leaves the business (refund, cancel with refund) only by an admin. Every write passes the app's Origin check.
 */
export const adminMoneyRoutes = new Hono<AppEnv>()
  .get('/admin/orders/:id', staff(), async (c) => {
    const deps = c.get('deps');
    return c.json(await orderDetail(deps, await requireOrder(deps.sql, c.req.param('id'))), 200);
  })
  .post('/admin/orders/:id/deliver', staff(), validate('json', deliverRequestSchema), async (c) => {
    const deps = c.get('deps');
    await deliverOrder(deps, c.req.param('id'), c.get('user'), c.req.valid('json'));
    return c.json(await orderDetail(deps, await requireOrder(deps.sql, c.req.param('id'))), 200);
  })
  .post('/admin/orders/:id/charge-balance', staff(), async (c) => {
    const deps = c.get('deps');
    await requestBalanceCharge(deps, c.req.param('id'), c.get('user'));
    return c.json(await orderDetail(deps, await requireOrder(deps.sql, c.req.param('id'))), 202);
  })
  .post('/admin/orders/:id/refund', admin(), validate('json', refundRequestSchema), async (c) => {
    const deps = c.get('deps');
    const { amount, reason, of } = c.req.valid('json');
    await refundOrder(deps, c.req.param('id'), { cents: amount, of }, reason, c.get('user'));
    return c.json(await orderDetail(deps, await requireOrder(deps.sql, c.req.param('id'))), 200);
  })
  .post('/admin/orders/:id/cancel', admin(), validate('json', cancelRequestSchema), async (c) => {
    const deps = c.get('deps');
    await cancelOrder(deps, c.req.param('id'), c.req.valid('json'), c.get('user'));
    return c.json(await orderDetail(deps, await requireOrder(deps.sql, c.req.param('id'))), 200);
  });
