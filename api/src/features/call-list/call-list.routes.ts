import { sanDiegoDate } from '@sdp/shared/pacific-time';
import { isUuid } from '@sdp/server/db/is-uuid';
import { findOrder } from '@sdp/server/db/orders';
import { recordCallOnce } from '@sdp/server/orders/order-actions';
import { callList } from '@sdp/server/messages/call-list';
import type { StaffCallList } from '@sdp/shared';
import { Hono } from 'hono';
import { currentTime, type AppDeps, type AppEnv } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { staff } from '../../middleware/access.ts';

/** Today's call list in San Diego, as the dashboard reads it (the morning e-mail to staff reads the same query, ADR 050). */
async function staffCallList(deps: AppDeps): Promise<StaffCallList> {
  const list = await callList(deps.sql, sanDiegoDate(currentTime(deps)));
  return { ...list, entries: list.entries.map((e) => ({ ...e, called: e.called ? { at: e.called.at.toISOString(), by: e.called.by } : null })) };
}

/**
 * The staff call list (docs/design.md §12: "a call 24 to 48 hours before delivery"): who to call, and "called" in the order's
 * timeline with who made the call, once per delivery day (a second click records nothing more).
 */
export const callListRoutes = new Hono<AppEnv>()
  .get('/admin/call-list', staff(), async (c) => c.json(await staffCallList(c.get('deps')), 200))
  .post('/admin/call-list/:orderId/called', staff(), async (c) => {
    const deps = c.get('deps');
    const id = c.req.param('orderId');
    if (!isUuid(id)) throw notFound('Order not found');
    const user = c.get('user')!;
    await deps.sql.begin(async (tx) => {
      // NOTE: the order row is locked, so two clicks at once still record one call for this delivery day.
      const order = await findOrder(tx, id, { lock: true });
      if (!order) throw notFound('Order not found');
      if (order.status !== 'deposit_paid') throw conflict('Only an order waiting for its delivery is on the call list.');
      await recordCallOnce(tx, id, user, order.crew_day ?? order.delivery_date);
    });
    return c.json(await staffCallList(deps), 200);
  });
