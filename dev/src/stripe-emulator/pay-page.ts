import { Hono } from 'hono';
import type { EmulatorContext } from './context.ts';
import { payCheckoutSession, judgeCard } from './payments.ts';
import { renderClosedPage, renderNotFoundPage, renderPayPage } from './pay-page-view.ts';

/** The hosted Checkout page of a session: GET shows it; POST pays (action=pay) or cancels (action=cancel). */
export function payPageRoutes(ctx: EmulatorContext) {
  return new Hono()
    .get('/c/pay/:id', (c) => {
      const record = ctx.state.sessions.get(c.req.param('id'));
      if (!record) return c.html(renderNotFoundPage(), 404);
      if (record.session.status !== 'open') return c.html(renderClosedPage(record, ctx.businessName));
      return c.html(renderPayPage(record, ctx.businessName));
    })
    .post('/c/pay/:id', async (c) => {
      const record = ctx.state.sessions.get(c.req.param('id'));
      if (!record) return c.html(renderNotFoundPage(), 404);
      const form = await c.req.parseBody();
      const { session } = record;
      if (form.action === 'cancel') return c.redirect(session.cancel_url ?? session.success_url, 303);
      if (session.status !== 'open') return c.html(renderClosedPage(record, ctx.businessName), 409);
      const result = await payCheckoutSession(ctx, record, judgeCard(String(form.cardNumber ?? '')));
      if (!result.ok) return c.html(renderPayPage(record, ctx.businessName, result.message), 402);
      return c.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
    });
}
