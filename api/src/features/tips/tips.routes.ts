import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { Hono } from 'hono';
import { bookkeepingRangeSchema } from '@sdp/shared/bookkeeping';
import { tipRequestSchema, toDecimal } from '@sdp/shared';
import { csvDocument } from '@sdp/shared/csv';
import { tipPayroll } from '@sdp/server/db/order-tips';
import { startTip } from '@sdp/server/orders/start-tip';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { admin, publicRoute } from '../../middleware/access.ts';

const PAYROLL_HEADER = ['Date', 'Crew', 'Orders', 'Tips (USD)', 'Refunded (USD)', 'To pay (USD)'];

/**
 * Tips for the crew (docs/design.md §27). The customer asks for one on their order page (public: the my-order token is the credential,
 * rate limited per address as every public POST); the owner downloads what each crew earned per day for payroll (ADR 302).
 */
export const tipsRoutes = new Hono<AppEnv>()
  .post('/my-order/:token/tip', publicRoute(), validate('json', tipRequestSchema), async (c) =>
    c.json(await startTip(c.get('deps'), c.req.param('token'), c.req.valid('json')), 200))
  .get('/admin/tips.csv', admin(), validate('query', bookkeepingRangeSchema), async (c) => {
    const { from, to } = c.req.valid('query');
    const rows = await tipPayroll(c.get('deps').sql, from, to, BUSINESS_TIME_ZONE);
    const lines = rows.map((r) => [r.day, r.crew === null ? 'Not assigned' : `Crew ${r.crew}`, String(r.orders), toDecimal(r.tipsCents),
      toDecimal(r.refundedCents), toDecimal(r.tipsCents - r.refundedCents)]);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="sdpumpkin-crew-tips-${from}-to-${to}.csv"`);
    return c.body(csvDocument(PAYROLL_HEADER, lines), 200);
  });
