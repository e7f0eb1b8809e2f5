import { isUuid } from '@sdp/server/db/is-uuid';
import { callList, pacificDay } from '@sdp/server/messages/call-list';
import type { StaffCallList } from '@sdp/shared';
import { Hono } from 'hono';
import { currentTime, type AppDeps, type AppEnv } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { staff } from '../../middleware/access.ts';

/** Today's call list in San Diego, as the dashboard reads it (the morning e-mail to staff reads the same query, ADR 050). */
async function staffCallList(deps: AppDeps): Promise<StaffCallList> {
  const list = await callList(deps.sql, pacificDay(currentTime(deps)));
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
      const [order] = await tx<{ status: string; day: string }[]>`
        SELECT status, COALESCE(crew_day, delivery_date) AS day FROM orders WHERE id = ${id} FOR UPDATE`;
      if (!order) throw notFound('Order not found');
      if (order.status !== 'deposit_paid') throw conflict('Only an order waiting for its delivery is on the call list.');
      await tx`
        INSERT INTO order_timeline (order_id, kind, detail, actor_id, actor_name)
        SELECT ${id}, 'staff_action', ${tx.json({ action: 'called', deliveryDay: order.day })}, ${user.id}, ${user.name}
        WHERE NOT EXISTS (
          SELECT 1 FROM order_timeline WHERE order_id = ${id} AND kind = 'staff_action' AND detail->>'action' = 'called' AND detail->>'deliveryDay' = ${order.day}
        )`;
    });
    return c.json(await staffCallList(deps), 200);
  });
