import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { Hono } from 'hono';
import { bookkeepingRangeSchema } from '@sdp/shared/bookkeeping';
import { toDecimal } from '@sdp/shared';
import { csvDocument } from '@sdp/shared/csv';
import { bookkeepingLines } from '@sdp/server/db/bookkeeping';
import { orderNumber } from '@sdp/server/db/order-views';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { admin } from '../../middleware/access.ts';

const HEADER = ['Date', 'Order', 'Customer', 'E-mail', 'Kind', 'Amount (USD)', 'Stripe ID'];

/**
 * The accountant's CSV (docs/design.md §21, ADR 123): every payment and refund by San Diego day for a range, refunds negative;
 * its amounts sum to the dashboard's "Collected" over the same payments. Admins only, as the dashboard's money is.
 */
export const bookkeepingRoutes = new Hono<AppEnv>().get('/admin/bookkeeping.csv', admin(), validate('query', bookkeepingRangeSchema), async (c) => {
  const { from, to } = c.req.valid('query');
  const lines = await bookkeepingLines(c.get('deps').sql, from, to, BUSINESS_TIME_ZONE);
  const rows = lines.map((l) => [l.day, orderNumber(l.orderId), l.customerName, l.customerEmail, l.kind, toDecimal(l.amountCents), l.stripeId]);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="sdpumpkin-bookkeeping-${from}-to-${to}.csv"`);
  return c.body(csvDocument(HEADER, rows), 200);
});
