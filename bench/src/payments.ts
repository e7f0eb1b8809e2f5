import { chromium, type Browser, type Page } from 'playwright-core';
import { startStripeEmulator } from '@sdp/dev/stripe-emulator/server';
import { CHROMIUM_FLAGS } from '../../e2e/src/harness/chromium-flags.ts';
import { freePort } from '../../e2e/src/harness/live-stack.ts';
import { reserveByApi, openHostedCheckout } from '../../e2e/src/order-api.ts';
import type { Figure } from './report.ts';
import { verdict } from './report.ts';
import type { Stack } from './stack.ts';
import { median, ms } from './stats.ts';

// Issue 36 item 23: from the tap on "Pay" to the confirmation's heading, as a customer on a phone (390 px) sees it, for the embedded
// Payment Element (with and without a 3-D Secure challenge, passed the moment it shows) and for hosted Checkout beside it. Each
// figure is the median of 5 payments of fresh orders, the CPU not slowed (1x); BENCH_PAYMENT_CPU=4 slows it as a phone.
const PAYMENTS = 5;
const BAR_MS = 3_000;
const CPU = Number(process.env.BENCH_PAYMENT_CPU ?? 1);
const CONFIRMED = { level: 1, name: 'Your Porch Is Reserved' } as const;
const THREE_D_SECURE_CARD = '4000 0027 6000 3184';

type Flow = 'embedded' | 'embedded-3ds' | 'hosted';

/** One payment of a fresh order in a fresh browser context; answers the milliseconds from the tap on Pay to the confirmation. */
async function timeOnePayment(browser: Browser, baseUrl: string, flow: Flow): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    // NOTE: tsx compiles the helpers' page functions with esbuild's keepNames, whose __name helper the page lacks.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    if (CPU !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto('/terms');
    const pay = await (flow === 'hosted' ? openHosted(page) : openEmbedded(page, flow));
    const started = performance.now();
    if (process.env.BENCH_PAYMENT_TRACE) {
      page.on('request', (r) => console.log(`${Math.round(performance.now() - started)} ms > ${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '')}`));
      page.on('requestfinished', (r) => console.log(`${Math.round(performance.now() - started)} ms < ${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '')}`));
    }
    await pay();
    if (flow === 'embedded-3ds') await page.locator('.sdp-3ds button[data-result="succeeded"]').click({ timeout: 30_000 });
    await page.getByRole('heading', CONFIRMED).waitFor({ timeout: 60_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

async function openEmbedded(page: Page, flow: Flow): Promise<() => Promise<void>> {
  await reserveByApi(page);
  await page.goto('/checkout');
  const button = page.getByRole('button', { name: /Pay .* Deposit/ });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /Pay .* Deposit/.test(b.textContent ?? '') && !b.disabled), null, { timeout: 30_000 });
  if (flow === 'embedded-3ds') await page.getByLabel('Card number').fill(THREE_D_SECURE_CARD);
  return () => button.click();
}

async function openHosted(page: Page): Promise<() => Promise<void>> {
  await openHostedCheckout(page, { packageName: 'Golden Harvest', level: 'white-glove', customer: { name: 'Bench Hosted', email: 'bench.hosted@example.com' }, address: '5 Bench Way', zipCode: '92037' });
  const button = page.getByRole('button', { name: /^Pay / });
  await button.waitFor();
  return () => button.click();
}

/**
 * The three payment figures, against an API of their own whose Stripe emulator delivers its signed webhooks to it (the stack's own
 * emulator sends none), so the order turns paid as it does in production.
 */
export async function paymentFlows(stack: Stack): Promise<Figure[]> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const webhookSecret = `whsec_bench_payments_${stack.runId}`;
  const emulator = await startStripeEmulator({ port: 0, webhookUrl: `${baseUrl}/api/stripe/webhook`, webhookSecret });
  const api = await stack.startApi({ PORT: String(port), PUBLIC_URL: baseUrl, STRIPE_API_URL: emulator.url, STRIPE_WEBHOOK_SECRET: webhookSecret });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
  const figures: Figure[] = [];
  try {
    const flows: [Flow, string, boolean][] = [
      ['embedded', 'Pay -> confirmation, embedded form', true],
      ['embedded-3ds', 'Pay -> confirmation, embedded, 3-D Secure', false],
      ['hosted', 'Pay -> confirmation, hosted Checkout', false],
    ];
    for (const [flow, name, judged] of flows) {
      await timeOnePayment(browser, baseUrl, flow); // warms the server's caches and the browser's code cache; not counted
      const times: number[] = [];
      for (let i = 0; i < PAYMENTS; i += 1) times.push(await timeOnePayment(browser, baseUrl, flow));
      const value = median(times);
      figures.push({
        name: `${name} (CPU ${CPU}x)`,
        value: `median ${ms(value)} of ${PAYMENTS} (${times.map((t) => ms(t)).join(', ')})`,
        bar: judged ? `<= ${ms(BAR_MS)}` : `reported (embedded bar ${ms(BAR_MS)})`,
        verdict: judged ? verdict(value <= BAR_MS) : 'INFO',
        data: { flow, cpu: CPU, times },
      });
    }
  } finally {
    await browser.close();
    await api.stop();
    await emulator.close();
  }
  return figures;
}
