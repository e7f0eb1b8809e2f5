import { Hono } from 'hono';
import { missing } from './api-error.ts';
import type { ApiEnv } from './api-middleware.ts';
import type { EmulatorContext } from './context.ts';
import { escapeHtml as e, formatAmount } from './html.ts';
import { layout, renderNotFoundPage } from './pay-page-view.ts';
import { optionalString, requiredString } from './params.ts';
import { completeAuthentication } from './payments.ts';
import type { Authentication, PaymentIntent } from './store.ts';

/** The browser's way back after a redirect challenge: return_url with the PaymentIntent and redirect_status, as Stripe appends them. */
function returnUrlOf(authentication: Authentication, intent: PaymentIntent): string | null {
  if (!authentication.returnUrl) return null;
  const url = new URL(authentication.returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('payment_intent_client_secret', intent.client_secret ?? '');
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
}

function renderChallenge(ctx: EmulatorContext, authentication: Authentication, intent: PaymentIntent): string {
  const amount = formatAmount(intent.amount, intent.currency);
  const body = authentication.status === 'pending'
    ? `<h1>3D Secure 2 test page</h1><p class="muted">${e(ctx.businessName)} asks your bank to confirm a payment of <strong>${amount}</strong>.</p>
<form method="post" action="/3ds/${e(authentication.id)}"><div class="actions">
<button class="primary" type="submit" name="action" value="complete">Complete authentication</button>
<button class="secondary" type="submit" name="action" value="fail">Fail authentication</button></div></form>
<p class="note muted">Stripe emulator: this page stands in for the card issuer's 3-D Secure challenge.</p>`
    : `<h1>Authentication ${authentication.status === 'succeeded' ? 'complete' : 'failed'}</h1><p class="muted">You can close this window.</p>`;
  return layout('3D Secure', `<main><section class="summary" aria-label="3-D Secure">${body}</section></main>`);
}

/** GET/POST /3ds/:id: the issuer's challenge page (next_action.redirect_to_url.url; use_stripe_sdk.stripe_js for clients that do not show their own dialog). */
export function threeDSecurePageRoutes(ctx: EmulatorContext) {
  return new Hono()
    .get('/3ds/:id', (c) => {
      const authentication = ctx.state.authentications.get(c.req.param('id'));
      const intent = authentication && ctx.state.paymentIntents.get(authentication.paymentIntent);
      if (!authentication || !intent) return c.html(renderNotFoundPage(), 404);
      return c.html(renderChallenge(ctx, authentication, intent));
    })
    .post('/3ds/:id', async (c) => {
      const authentication = ctx.state.authentications.get(c.req.param('id'));
      const intent = authentication && ctx.state.paymentIntents.get(authentication.paymentIntent);
      if (!authentication || !intent) return c.html(renderNotFoundPage(), 404);
      const form = await c.req.parseBody();
      await completeAuthentication(ctx, authentication, form.action === 'complete');
      const back = returnUrlOf(authentication, intent);
      return back ? c.redirect(back, 303) : c.html(renderChallenge(ctx, authentication, intent));
    });
}

/**
 * POST /v1/3ds2/challenge_complete { source, client_secret, result }: how the Stripe.js stand-in reports the challenge it showed
 * in the page (publishable key plus the PaymentIntent's client secret). Answers the PaymentIntent.
 */
export function threeDSecureApiRoutes(ctx: EmulatorContext) {
  return new Hono<ApiEnv>().post('/v1/3ds2/challenge_complete', async (c) => {
    const params = c.get('params');
    const source = requiredString(params, 'source');
    const authentication = ctx.state.authentications.get(source);
    const intent = authentication && ctx.state.paymentIntents.get(authentication.paymentIntent);
    if (!authentication || !intent) throw missing('source', source);
    if (c.get('keyType') !== 'secret' && optionalString(params, 'client_secret') !== intent.client_secret) throw missing('source', source);
    await completeAuthentication(ctx, authentication, optionalString(params, 'result') === 'succeeded');
    return c.json(intent);
  });
}
