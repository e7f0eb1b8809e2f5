import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { admin, zapierKey, zapierKeyOrAdmin } from '../../middleware/access.ts';
import { issueApiKey, listApiKeys, revokeApiKey, rotateApiKey } from './api-keys.service.ts';
import { listSubscriptions, subscribe, subscribeSchema, unsubscribe } from './subscriptions.service.ts';
import { zapierOrders, zapierQuotes, zapierRenewals, zapierWaitlist } from '@sdp/server/zapier/zapier-payloads';

const newKeySchema = v.optional(v.object({ name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required'), v.maxLength(80)), 'Zapier') }), {});

/**
 * Zapier: its own calls with X-API-Key (connection test, REST-hook subscribe/unsubscribe, polling) and the Zapier page's calls
 * with an admin session (webhooks and API keys: a webhook receives every order, ADR 018).
 */
export const zapierRoutes = new Hono<AppEnv>()
  .get('/zapier/me', zapierKey(), (c) => c.json({ ok: true, name: c.get('apiKey').name }, 200))
  .post('/zapier/webhooks', zapierKeyOrAdmin(), validate('json', subscribeSchema), async (c) => {
    const { sql, env } = c.get('deps');
    const apiKey = c.get('apiKey');
    const owner = apiKey ? { apiKeyId: apiKey.id } : { staffUserId: c.get('user')!.id };
    const { id, created } = await subscribe(sql, env, c.req.valid('json'), owner);
    return c.json({ id }, created ? 201 : 200);
  })
  .delete('/zapier/webhooks/:id', zapierKey(), async (c) => {
    await unsubscribe(c.get('deps').sql, c.req.param('id'), 'unsubscribed by Zapier', c.get('apiKey').id);
    return c.json({ ok: true }, 200);
  })
  .get('/zapier/quotes', zapierKey(), async (c) => c.json(await zapierQuotes(c.get('deps').sql), 200))
  .get('/zapier/orders', zapierKey(), async (c) => c.json(await zapierOrders(c.get('deps').sql), 200))
  .get('/zapier/orders/delivered', zapierKey(), async (c) => c.json(await zapierOrders(c.get('deps').sql, undefined, 'delivered'), 200))
  .get('/zapier/orders/renewed', zapierKey(), async (c) => c.json(await zapierRenewals(c.get('deps').sql), 200))
  .get('/zapier/waitlist', zapierKey(), async (c) => c.json(await zapierWaitlist(c.get('deps').sql), 200))
  .get('/zapier/subscriptions', admin(), async (c) => c.json(await listSubscriptions(c.get('deps').sql), 200))
  .delete('/zapier/subscriptions/:id', admin(), async (c) => {
    await unsubscribe(c.get('deps').sql, c.req.param('id'), `disconnected by ${c.get('user').email}`);
    return c.json({ ok: true }, 200);
  })
  .get('/zapier/api-keys', admin(), async (c) => c.json(await listApiKeys(c.get('deps').sql), 200))
  .post('/zapier/api-keys', admin(), validate('json', newKeySchema), async (c) => {
    const issued = await issueApiKey(c.get('deps').sql, c.req.valid('json').name, c.get('user').id);
    return c.json(issued, 201);
  })
  .post('/zapier/api-keys/:id/rotate', admin(), async (c) => c.json(await rotateApiKey(c.get('deps').sql, c.req.param('id'), c.get('user').id), 201))
  .delete('/zapier/api-keys/:id', admin(), async (c) => {
    await revokeApiKey(c.get('deps').sql, c.req.param('id'));
    return c.json({ ok: true }, 200);
  });
