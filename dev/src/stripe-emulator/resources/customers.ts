import { Hono } from 'hono';
import { findOr404, missing } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { emit, type EmulatorContext } from '../context.ts';
import { listOf } from '../lists.ts';
import { buildCustomer } from '../objects/customer.ts';
import { mergeMetadata, nested, optionalString } from '../params.ts';
import { customerPaymentMethods } from './payment-methods.ts';

/** POST/GET /v1/customers, update, and GET /v1/customers/:id/payment_methods; sends customer.created / customer.updated. */
export function customerRoutes(ctx: EmulatorContext) {
  const find = (id: string) => findOr404(ctx.state.customers, 'customer', id);
  return new Hono<ApiEnv>()
    .post('/v1/customers', async (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const customer = buildCustomer({
        email: optionalString(params, 'email') ?? null,
        name: optionalString(params, 'name') ?? null,
        phone: optionalString(params, 'phone') ?? null,
        description: optionalString(params, 'description') ?? null,
        metadata: mergeMetadata({}, params),
      });
      ctx.state.customers.set(customer.id, customer);
      await emit(ctx, 'customer.created', customer);
      return c.json(customer);
    })
    .get('/v1/customers/:id', (c) => {
      requireSecretKey(c);
      return c.json(find(c.req.param('id')));
    })
    .post('/v1/customers/:id', async (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const customer = find(c.req.param('id'));
      customer.email = optionalString(params, 'email') ?? customer.email;
      customer.name = optionalString(params, 'name') ?? customer.name ?? null;
      customer.phone = optionalString(params, 'phone') ?? customer.phone ?? null;
      customer.description = optionalString(params, 'description') ?? customer.description;
      customer.metadata = mergeMetadata(customer.metadata, params);
      const defaultMethod = optionalString(nested(params, 'invoice_settings'), 'default_payment_method');
      if (defaultMethod !== undefined) customer.invoice_settings.default_payment_method = defaultMethod || null;
      await emit(ctx, 'customer.updated', customer);
      return c.json(customer);
    })
    .get('/v1/customers/:id/payment_methods', (c) => {
      requireSecretKey(c);
      const customer = find(c.req.param('id'));
      return c.json(listOf(customerPaymentMethods(ctx, customer.id), `/v1/customers/${customer.id}/payment_methods`));
    });
}
