import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { startStripeEmulator, type StripeEmulator } from '@sdp/dev/stripe-emulator/server';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from './harness.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_test_sdpumpkin';

export interface StripeTestHandle {
  emulator: StripeEmulator;
  /** The Stripe SDK pointed at the emulator (as the test's "dashboard"). */
  stripe: Stripe;
  /** Where the app listens for real (the emulator's webhooks reach it over HTTP). */
  appUrl: string;
}

/**
 * Start the Stripe emulator and a real HTTP server for the test's app on ephemeral ports, and point the app at the emulator.
 * Call after useTestContext(). `webhooks: false` records events without delivering them (to test a late webhook).
 */
export function useStripeEmulator(ctx: TestContext, options: { webhooks?: boolean } = {}): StripeTestHandle {
  const handle = {} as StripeTestHandle;
  let server: ReturnType<typeof serve> | undefined;
  beforeAll(async () => {
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: (req) => ctx.app.fetch(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    handle.appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    handle.emulator = await startStripeEmulator({
      port: 0,
      webhookUrl: options.webhooks === false ? null : `${handle.appUrl}${ctx.env.BASE_PATH}/api/stripe/webhook`,
      webhookSecret: TEST_WEBHOOK_SECRET,
      retryDelaysMs: [100, 200, 400],
    });
    ctx.configure({
      STRIPE_API_URL: handle.emulator.url,
      STRIPE_SECRET_KEY: 'sk_test_sdpumpkin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_sdpumpkin',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    const { hostname, port } = new URL(handle.emulator.url);
    handle.stripe = new Stripe('sk_test_sdpumpkin', { host: hostname, port: Number(port), protocol: 'http' });
  });
  afterAll(async () => {
    await handle.emulator?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return handle;
}

/** POST a Stripe event to the app's webhook, signed as Stripe would (or with another secret, to test rejection). */
export function postSignedWebhook(ctx: TestContext, event: object, secret = TEST_WEBHOOK_SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return Promise.resolve(ctx.app.request(`${ctx.env.BASE_PATH}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  }));
}

let eventSeq = 0;
/** A Stripe event envelope around an object, with a fresh id unless one is given. */
export function stripeEvent(type: string, object: object, id = `evt_test_${Date.now().toString(36)}_${++eventSeq}`) {
  return { id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}
