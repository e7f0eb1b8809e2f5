import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { staff } from '../../middleware/access.ts';
import { evidenceForReview } from '@sdp/server/disputes/dispute-evidence';
import { latestDisputeOf } from '@sdp/server/db/disputes';
import { submitDisputeEvidence } from '@sdp/server/disputes/submit-dispute';
import { notFound } from '@sdp/server/domain-error';
import { orderDetail } from '@sdp/server/orders/order-detail';
import { requireOrder } from '@sdp/server/orders/require-order';

/**
 * An order's dispute (docs/design.md §27): the evidence assembled from what we hold, for staff to review, and the one tap that submits
 * it to Stripe. Staff may answer a dispute (nothing leaves the business); writes pass the app's Origin check as every staff write.
 */
export const disputeRoutes = new Hono<AppEnv>()
  .get('/admin/orders/:id/dispute/evidence', staff(), async (c) => {
    const deps = c.get('deps');
    const order = await requireOrder(deps.sql, c.req.param('id'));
    const dispute = await latestDisputeOf(deps.sql, order.id);
    if (!dispute) throw notFound('This order has no dispute.');
    return c.json(await evidenceForReview(deps, order, dispute), 200);
  })
  .post('/admin/orders/:id/dispute/submit', staff(), async (c) => {
    const deps = c.get('deps');
    await submitDisputeEvidence(deps, c.req.param('id'), c.get('user'));
    return c.json(await orderDetail(deps, await requireOrder(deps.sql, c.req.param('id'))), 200);
  });
