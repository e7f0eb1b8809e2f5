import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { paymentConfigQueryOptions, usePaymentConfig } from './get-payment-config.ts';
import { loadStripeClient } from './load-stripe.ts';
import type { StripeClient } from './stripe-types.ts';

export type StripeState = { status: 'loading' } | { status: 'ready'; stripe: StripeClient } | { status: 'unavailable' };

/** Stripe.js from /api/config's URL with its publishable key; no key, no config or a script that fails means unavailable. */
export function useStripe(): StripeState {
  const config = usePaymentConfig();
  const [state, setState] = useState<StripeState>({ status: 'loading' });
  const key = config.data?.stripePublishableKey;
  const url = config.data?.stripeJsUrl;

  useEffect(() => {
    if (config.isError || (config.isSuccess && (!key || !url))) {
      setState({ status: 'unavailable' });
      return;
    }
    if (!key || !url) return;
    let current = true;
    loadStripeClient(url, key)
      .then((stripe) => current && setState({ status: 'ready', stripe }))
      .catch((error: unknown) => {
        console.error('checkout: payment client unavailable', error);
        if (current) setState({ status: 'unavailable' });
      });
    return () => {
      current = false;
    };
  }, [config.isError, config.isSuccess, key, url]);

  return state;
}

/**
 * The Stripe client for a tap that came before useStripe had it (a first tap on a server-rendered page, ADR 194): the config and
 * the script loaded now and waited for; null when payments are unavailable.
 */
export async function stripeWhenReady(queryClient: QueryClient): Promise<StripeClient | null> {
  try {
    const { stripePublishableKey: key, stripeJsUrl: url } = await queryClient.ensureQueryData(paymentConfigQueryOptions());
    return key && url ? await loadStripeClient(url, key) : null;
  } catch {
    return null;
  }
}
