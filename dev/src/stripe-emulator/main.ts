import { startStripeEmulator } from './server.ts';

// `npm run stripe-emulator -w dev`: the local stand-in for api.stripe.com, checkout.stripe.com and js.stripe.com (dev/README.md).
const port = Number(process.env.STRIPE_EMULATOR_PORT ?? 12111);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/stripe/webhook';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_dev_emulator';
const emulator = await startStripeEmulator({
  port,
  hostname: process.env.STRIPE_EMULATOR_HOST ?? '127.0.0.1',
  webhookUrl: webhookUrl === 'none' ? null : webhookUrl,
  webhookSecret,
  publicUrl: process.env.STRIPE_EMULATOR_PUBLIC_URL || undefined,
});
console.log(`Stripe emulator listening on ${emulator.url}`);
console.log(`  API (STRIPE_API_URL)            ${emulator.url}`);
console.log(`  Stripe.js (VITE_STRIPE_JS_URL) ${emulator.url}/js/v3`);
console.log(`  webhooks -> ${webhookUrl} (secret ${webhookSecret})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
