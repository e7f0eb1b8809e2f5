import type { StripeClient } from './stripe-types.ts';

let pending: Promise<NonNullable<Window['Stripe']>> | null = null;

/** Inject the Stripe.js script once; rejects when it cannot load (the page then shows "Payment Currently Unavailable"). */
function loadScript(url: string, timeoutMs: number): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  pending ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      pending = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`Stripe.js did not load within ${timeoutMs} ms`), timeoutMs);
    script.src = url;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.Stripe) resolve(window.Stripe);
      else fail('Stripe.js loaded without window.Stripe');
    };
    script.onerror = () => fail(`Stripe.js failed to load from ${url}`);
    document.head.append(script);
  });
  return pending;
}

/** A Stripe client for the publishable key, from the script at `url`. */
export async function loadStripeClient(url: string, publishableKey: string, timeoutMs = 15_000): Promise<StripeClient> {
  const Stripe = await loadScript(url, timeoutMs);
  return Stripe(publishableKey);
}
