import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { StripeApiError, stripeErrorHandler } from './api-error.ts';
import { authenticate, decodeParams, idempotency, type ApiEnv } from './api-middleware.ts';
import type { EmulatorContext } from './context.ts';
import { payPageRoutes } from './pay-page.ts';
import { chargeRoutes } from './resources/charges.ts';
import { checkoutSessionRoutes, expireSession } from './resources/checkout-sessions.ts';
import { paymentIntentRoutes } from './resources/payment-intents.ts';
import { customerRoutes } from './resources/customers.ts';
import { disputeRoutes } from './resources/disputes.ts';
import { closeDispute, openDispute } from './disputes.ts';
import { paymentMethodRoutes } from './resources/payment-methods.ts';
import { refundRoutes } from './resources/refunds.ts';
import { setupIntentRoutes } from './resources/setup-intents.ts';
import { createState, nowSeconds, type EmulatorState, type StripeEvent } from './store.ts';
import { stripeJsRoutes } from './stripe-js.ts';
import { threeDSecureApiRoutes, threeDSecurePageRoutes } from './three-d-secure.ts';
import { createWebhookSender, type Delivery, type WebhookSenderOptions } from './webhook-sender.ts';

export interface StripeEmulatorOptions {
  /** 0 picks a free port (tests). */
  port: number;
  hostname?: string;
  /** Where signed events are POSTed; null records events without sending them. */
  webhookUrl: string | null;
  webhookSecret: string;
  /** The URL browsers reach the emulator at (checkout session `url`); defaults to http://{hostname}:{port}. */
  publicUrl?: string;
  businessName?: string;
  retryDelaysMs?: WebhookSenderOptions['retryDelaysMs'];
}

/** The emulator as a Hono app (without a listening socket). */
export function createStripeEmulatorApp(ctx: EmulatorContext): Hono {
  const api = new Hono<ApiEnv>()
    // NOTE: Stripe.js calls the API from the shop's origin with a publishable key, so the API answers CORS like api.stripe.com.
    .use('/v1/*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Stripe-Version'], allowMethods: ['GET', 'POST', 'DELETE'] }))
    .use('/v1/*', async (c, next) => {
      ctx.state.requests.push(`${c.req.method} ${c.req.path}`);
      await next();
    })
    .use('/v1/*', authenticate, decodeParams, idempotency())
    .route('/', checkoutSessionRoutes(ctx))
    .route('/', paymentIntentRoutes(ctx))
    .route('/', setupIntentRoutes(ctx))
    .route('/', refundRoutes(ctx))
    .route('/', chargeRoutes(ctx))
    .route('/', disputeRoutes(ctx))
    .route('/', customerRoutes(ctx))
    .route('/', paymentMethodRoutes(ctx))
    .route('/', threeDSecureApiRoutes(ctx))
    .get('/v1/events', (c) => c.json({ object: 'list', data: [...ctx.state.events].reverse(), has_more: false, url: '/v1/events' }))
    .all('/v1/*', (c) => {
      throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${c.req.method}: ${c.req.path}).`);
    });
  api.onError(stripeErrorHandler);
  return new Hono()
    .get('/', (c) => c.text('Stripe emulator: see dev/README.md ("Stripe emulator").'))
    .route('/', stripeJsRoutes)
    .route('/', payPageRoutes(ctx))
    .route('/', threeDSecurePageRoutes(ctx))
    .route('/', api);
}

export interface StripeEmulator {
  url: string;
  port: number;
  app: Hono;
  /** The objects themselves (PaymentIntents, charges, customers, …), as the API returns them. */
  state: EmulatorState;
  /** Every event created, oldest first. */
  events: StripeEvent[];
  /** Every API request as "METHOD /v1/path", oldest first (lets a test count the calls an app makes). */
  requests: string[];
  /** Every webhook delivery attempt. */
  deliveries: Delivery[];
  /** Resolves when no webhook delivery (retries included) is pending. */
  idle(): Promise<void>;
  /** Expire a session now (as if its expires_at passed): sends checkout.session.expired. */
  expireSession(id: string): Promise<void>;
  /**
   * Test-only: the cardholder disputes a succeeded charge now (as the disputing test card does at once), for what is still on it
   * unless `amount` (cents) says otherwise; sends charge.dispute.created. Resolves with the dispute's id.
   */
  openDispute(chargeId: string, options?: { reason?: string; amount?: number }): Promise<string>;
  /** Test-only: the bank decides a dispute (as Stripe's `winning_evidence`/`losing_evidence` do); sends charge.dispute.closed. */
  closeDispute(id: string, outcome: 'won' | 'lost'): Promise<void>;
  close(): Promise<void>;
}

/** Start the emulator; `close()` stops it after pending webhook deliveries settle or are abandoned. */
export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const hostname = options.hostname ?? '127.0.0.1';
  let url = '';
  const sender = createWebhookSender({ url: options.webhookUrl, secret: options.webhookSecret, retryDelaysMs: options.retryDelaysMs });
  const ctx: EmulatorContext = {
    state: createState(),
    sender,
    publicUrl: () => options.publicUrl?.replace(/\/$/, '') ?? url,
    businessName: options.businessName ?? 'SD Pumpkin',
  };
  const app = createStripeEmulatorApp(ctx);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${hostname}:${port}`;
  // Sessions expire on their own at expires_at, as Stripe's do.
  const sweep = setInterval(() => {
    for (const record of ctx.state.sessions.values()) {
      if (record.session.status === 'open' && record.session.expires_at <= nowSeconds()) void expireSession(ctx, record);
    }
  }, 15_000);
  sweep.unref();
  return {
    url,
    port,
    app,
    state: ctx.state,
    events: ctx.state.events,
    requests: ctx.state.requests,
    deliveries: sender.deliveries,
    idle: () => sender.idle(),
    expireSession: async (id: string) => {
      const record = ctx.state.sessions.get(id);
      if (record?.session.status === 'open') await expireSession(ctx, record);
    },
    openDispute: async (chargeId, disputeOptions = {}) => {
      const charge = ctx.state.charges.get(chargeId);
      if (!charge) throw new Error(`No such charge: ${chargeId}`);
      return (await openDispute(ctx, charge, disputeOptions.reason, disputeOptions.amount)).id;
    },
    closeDispute: async (id, outcome) => {
      const dispute = ctx.state.disputes.get(id);
      if (!dispute) throw new Error(`No such dispute: ${id}`);
      await closeDispute(ctx, dispute, outcome);
    },
    async close() {
      clearInterval(sweep);
      sender.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
