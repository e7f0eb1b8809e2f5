import { Hono } from 'hono';
import { findOr404 } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import type { EmulatorContext } from '../context.ts';
import { listOf } from '../lists.ts';
import { optionalString } from '../params.ts';

/** GET /v1/charges/:id and GET /v1/charges?payment_intent=… (every attempt, failed ones included, newest first). */
export function chargeRoutes(ctx: EmulatorContext) {
  return new Hono<ApiEnv>()
    .get('/v1/charges', (c) => {
      requireSecretKey(c);
      const intent = optionalString(c.get('params'), 'payment_intent');
      const charges = [...ctx.state.charges.values()].filter((charge) => !intent || charge.payment_intent === intent).reverse();
      return c.json(listOf(charges, '/v1/charges'));
    })
    .get('/v1/charges/:id', (c) => {
      requireSecretKey(c);
      return c.json(findOr404(ctx.state.charges, 'charge', c.req.param('id')));
    });
}
