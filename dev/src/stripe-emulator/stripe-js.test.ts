import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from './server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let emulator: StripeEmulator;
let stripe: Stripe;
let shop: Server;
let page = '';

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0, webhookUrl: null, webhookSecret: 'whsec_test' });
  const { hostname, port } = new URL(emulator.url);
  stripe = new Stripe('sk_test_emulator', { host: hostname, port: Number(port), protocol: 'http' });
  // NOTE: the shop page is served from another origin than the emulator, as in the product (CORS is part of what is tested).
  shop = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', () => resolve()));
});
afterAll(async () => {
  await emulator.close();
  await new Promise<void>((resolve) => shop.close(() => resolve()));
});

type Answer = 'succeeded' | 'failed';

/** Load a shop page that runs `script`; each 3-D Secure dialog that appears gets the next of `answers`. */
async function runInBrowser(script: string, answers: Answer[] = []) {
  page = `<!doctype html><html lang="en"><body><form><div id="payment"></div></form><pre id="out"></pre>
<script src="${emulator.url}/js/v3"></script><script>
// The customer's answers to the 3-D Secure dialogs, in order.
const answers = ${JSON.stringify(answers)};
const seenDialogs = [];
setInterval(() => {
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog || answers.length === 0) return;
  seenDialogs.push(dialog.textContent);
  dialog.querySelector('button[data-result="' + answers.shift() + '"]').click();
}, 50);
(async () => {
  const stripe = Stripe('pk_test_emulator');
  const result = await (async () => { ${script} })();
  document.getElementById('out').textContent = JSON.stringify({ ...result, dialogs: seenDialogs });
})().catch((e) => { document.getElementById('out').textContent = JSON.stringify({ crash: String(e) }); });
</script></body></html>`;
  const url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/`;
  const { stdout } = await promisify(execFile)(CHROMIUM, ['--headless=new', '--no-sandbox', '--disable-gpu', '--virtual-time-budget=5000', '--dump-dom', url], { timeout: 20_000 });
  const out = stdout.match(/<pre id="out">([^<]*)<\/pre>/)?.[1] ?? '{}';
  return JSON.parse(out.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

/** Mount the Payment Element, type a card and confirm; returns what the page saw. */
function payInBrowser(clientSecret: string, card: string, answers: Answer[] = []) {
  return runInBrowser(`
  const elements = stripe.elements({ clientSecret: ${JSON.stringify(clientSecret)}, appearance: { theme: 'stripe' } });
  const element = elements.create('payment');
  element.mount('#payment');
  await new Promise((resolve) => element.on('ready', resolve));
  document.querySelector('#payment input[autocomplete="cc-number"]').value = ${JSON.stringify(card)};
  const submitted = await elements.submit();
  const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: location.href }, redirect: 'if_required' });
  const labels = [...document.querySelectorAll('#payment label')].map((l) => l.textContent + '=' + !!document.getElementById(l.htmlFor));
  return { submitted, status: result.paymentIntent?.status ?? null, error: result.error?.message ?? null, code: result.error?.code ?? null, labels };`, answers);
}

describe.skipIf(!existsSync(CHROMIUM))('Stripe.js stand-in in a real browser', () => {
  it('mounts a labelled card form and confirms the PaymentIntent', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 17_606, currency: 'usd' });
    const seen = await payInBrowser(intent.client_secret!, '4242 4242 4242 4242');
    expect(seen).toMatchObject({ submitted: {}, status: 'succeeded', error: null });
    expect(seen.labels).toEqual(['Card number=true', 'Expiration (MM / YY)=true', 'Security code=true', 'ZIP code=true']);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('reports a declined card as an error without paying', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 9_750, currency: 'usd' });
    expect(await payInBrowser(intent.client_secret!, '4000 0000 0000 0002')).toMatchObject({ status: null, error: 'Your card was declined.' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('4000 0027 6000 3184: shows the 3-D Secure dialog; Complete authentication pays', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 12_775, currency: 'usd' });
    const seen = await payInBrowser(intent.client_secret!, '4000 0027 6000 3184', ['succeeded']);
    expect(seen).toMatchObject({ status: 'succeeded', error: null });
    expect(seen.dialogs[0]).toContain('$127.75');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('handleNextAction finishes a PaymentIntent left in requires_action (Fail is an error); confirmCardPayment pays with the saved card', async () => {
    const customer = await stripe.customers.create({ email: 'jane@example.com' });
    const saved = await stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    const intent = await stripe.paymentIntents.create({ amount: 12_775, currency: 'usd', customer: customer.id, payment_method: saved.id, confirm: true });
    expect(intent.status).toBe('requires_action');
    const seen = await runInBrowser(`
    const clientSecret = ${JSON.stringify(intent.client_secret)};
    const failed = await stripe.handleNextAction({ clientSecret });
    const paid = await stripe.confirmCardPayment(clientSecret, { payment_method: ${JSON.stringify(saved.id)} });
    return { failed: failed.error?.code ?? null, status: paid.paymentIntent?.status ?? null };`, ['failed', 'succeeded']);
    expect(seen).toMatchObject({ failed: 'payment_intent_authentication_failure', status: 'succeeded' });
    expect(seen.dialogs).toHaveLength(2);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', payment_method: saved.id });
  });

  it('confirmSetup saves the typed card on the SetupIntent\'s Customer; a declined card is an error (the order page\'s "replace card")', async () => {
    const customer = await stripe.customers.create({ email: 'jane@example.com' });
    const setupWith = (card: string, clientSecret: string) => runInBrowser(`
    const elements = stripe.elements({ clientSecret: ${JSON.stringify(clientSecret)} });
    const element = elements.create('payment');
    element.mount('#payment');
    await new Promise((resolve) => element.on('ready', resolve));
    document.querySelector('#payment input[autocomplete="cc-number"]').value = ${JSON.stringify(card)};
    const result = await stripe.confirmSetup({ elements, confirmParams: { return_url: location.href }, redirect: 'if_required' });
    const read = await stripe.retrieveSetupIntent(${JSON.stringify(clientSecret)});
    return { status: result.setupIntent?.status ?? null, error: result.error?.message ?? null, read: read.setupIntent?.status ?? null };`);
    const declined = await stripe.setupIntents.create({ customer: customer.id });
    expect(await setupWith('4000 0000 0000 0002', declined.client_secret!)).toMatchObject({ status: null, error: 'Your card was declined.', read: 'requires_payment_method' });
    const setup = await stripe.setupIntents.create({ customer: customer.id });
    expect(await setupWith('5555 5555 5555 4444', setup.client_secret!)).toMatchObject({ status: 'succeeded', error: null, read: 'succeeded' });
    const saved = (await stripe.setupIntents.retrieve(setup.id)).payment_method as string;
    expect(await stripe.paymentMethods.retrieve(saved)).toMatchObject({ customer: customer.id, card: { brand: 'mastercard', last4: '4444' } });
  });
});
