import { Hono } from 'hono';
import { AUTHENTICATION_FAILED } from './cards.ts';
import { payCheckoutSession } from './checkout-payment.ts';
import type { EmulatorContext } from './context.ts';
import { renderClosedPage, renderNotFoundPage, renderPayPage, successUrlOf } from './pay-page-view.ts';

const field = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The hosted Checkout page of a session: GET shows it; POST pays (action=pay) or cancels (action=cancel). A card that asks
 * for 3-D Secure goes to the challenge page (/3ds/:id), which comes back to /c/pay/:id/authenticated.
 */
export function payPageRoutes(ctx: EmulatorContext) {
  const { products } = ctx.state;
  return new Hono()
    .get('/c/pay/:id', (c) => {
      const record = ctx.state.sessions.get(c.req.param('id'));
      if (!record) return c.html(renderNotFoundPage(), 404);
      if (record.session.status !== 'open') return c.html(renderClosedPage(record, ctx.businessName));
      return c.html(renderPayPage(record, ctx.businessName, products));
    })
    .post('/c/pay/:id', async (c) => {
      const record = ctx.state.sessions.get(c.req.param('id'));
      if (!record) return c.html(renderNotFoundPage(), 404);
      const form = await c.req.parseBody();
      const { session } = record;
      if (form.action === 'cancel') return c.redirect(session.cancel_url ?? session.success_url, 303);
      if (session.status !== 'open') return c.html(renderClosedPage(record, ctx.businessName), 409);
      const result = await payCheckoutSession(ctx, record, {
        cardNumber: String(form.cardNumber ?? ''),
        expiry: String(form.expiry ?? ''),
        email: field(form.email),
        name: field(form.name),
      });
      if (result.status === 'failed') return c.html(renderPayPage(record, ctx.businessName, products, result.message), 402);
      if (result.status === 'requires_action') return c.redirect(result.url, 303);
      return c.redirect(successUrlOf(record), 303);
    })
    .get('/c/pay/:id/authenticated', (c) => {
      const record = ctx.state.sessions.get(c.req.param('id'));
      if (!record) return c.html(renderNotFoundPage(), 404);
      if (record.session.status === 'complete') return c.redirect(successUrlOf(record), 303);
      if (record.session.status !== 'open') return c.html(renderClosedPage(record, ctx.businessName));
      return c.html(renderPayPage(record, ctx.businessName, products, AUTHENTICATION_FAILED.message), 402);
    });
}
