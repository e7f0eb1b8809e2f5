import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { nudgeRelay, recordEvent } from '@sdp/server/outbox';
import { validate } from '../../lib/validate.ts';
import { staff } from '../../middleware/access.ts';

const resendSchema = v.object({
  type: v.picklist(['order', 'quote'], "Type must be 'order' or 'quote'"),
  id: v.pipe(v.string('Required'), v.trim(), v.uuid('Invalid id')),
});

/**
 * Resend the order recap or the quote confirmation. The request only records an `email.resend_requested` event; the e-mail
 * worker sends it (with its own idempotency key, so a resend is a new e-mail but a retried resend is not two).
 */
export const emailRoutes = new Hono<AppEnv>().post('/resend-email', staff(), validate('json', resendSchema), async (c) => {
  const { sql, redis, env } = c.get('deps');
  const { type, id } = c.req.valid('json');
  const requestedBy = c.get('user').id;
  const queued = await sql.begin(async (tx) => {
    const [row] = type === 'order'
      ? await tx`SELECT 1 FROM orders WHERE id = ${id}`
      : await tx`SELECT 1 FROM custom_quotes WHERE id = ${id}`;
    if (!row) return false;
    await recordEvent(tx, 'email.resend_requested', { type, id, requestedBy });
    return true;
  });
  if (!queued) throw notFound(type === 'order' ? 'Order not found' : 'Quote not found');
  nudgeRelay(redis, env.REDIS_PREFIX);
  return c.json({ queued: true }, 202);
});
