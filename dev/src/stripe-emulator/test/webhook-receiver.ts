import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from '../server.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_test_emulator';

/** A webhook endpoint that verifies signatures with the SDK (`constructEvent`) and can be told to fail its next N deliveries. */
export function startReceiver(secret = TEST_WEBHOOK_SECRET) {
  const received: Stripe.Event[] = [];
  let failNext = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(503).end();
        return;
      }
      try {
        received.push(Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), secret));
        res.writeHead(200).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  return {
    received,
    failNextDeliveries: (n: number) => void (failNext = n),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface EmulatorUnderTest {
  emulator: StripeEmulator;
  /** The official SDK pointed at the emulator, as the product builds it. */
  stripe: Stripe;
  receiver: ReturnType<typeof startReceiver>;
}

/** Start an emulator delivering to a verifying receiver for the file's tests; the receiver's list is emptied before each test. */
export function useEmulator(): EmulatorUnderTest {
  const handle = { receiver: startReceiver() } as EmulatorUnderTest;
  beforeAll(async () => {
    const webhookUrl = await handle.receiver.listen();
    handle.emulator = await startStripeEmulator({ port: 0, webhookUrl, webhookSecret: TEST_WEBHOOK_SECRET, retryDelaysMs: [50, 100, 200] });
    const { hostname, port } = new URL(handle.emulator.url);
    handle.stripe = new Stripe('sk_test_emulator', { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await handle.emulator.close();
    await handle.receiver.close();
  });
  beforeEach(() => {
    handle.receiver.received.length = 0;
  });
  return handle;
}

/** Submit the hosted Checkout page's form, as a browser does. */
export function submitPayPage(url: string, card: string, action = 'pay', email = 'jane@example.com') {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, cardNumber: card, expiry: '12 / 34', cvc: '123', email, name: 'Jane Doe' }),
  });
}

/** The StripeCardError a call must fail with (a 402 decline), for assertions on its code and PaymentIntent. */
export async function cardErrorOf(call: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
  const error: unknown = await call.then(() => null, (e: unknown) => e);
  if (!(error instanceof Stripe.errors.StripeCardError)) throw new Error(`expected a StripeCardError, got ${String(error)}`);
  return error;
}
