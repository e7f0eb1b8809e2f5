import { useEffect, useRef, useState } from 'react';
import type { StripeClient, StripeElements } from './stripe-types.ts';

// NOTE: the Payment Element takes the site's palette so the embedded form reads as part of the page.
const APPEARANCE = {
  theme: 'stripe',
  variables: { colorPrimary: '#a8401a', colorText: '#2b2420', colorBackground: '#ffffff', borderRadius: '10px', fontFamily: 'Inter, system-ui, sans-serif' },
};

/** Mount Stripe's Payment Element for a PaymentIntent's client secret into the returned ref; the elements once it is mounted. */
export function usePaymentElement(stripe: StripeClient | null, clientSecret: string | null) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  useEffect(() => {
    if (!stripe || !clientSecret || !mountRef.current) return;
    const created = stripe.elements({ clientSecret, appearance: APPEARANCE });
    const element = created.create('payment', { layout: 'tabs' });
    element.mount(mountRef.current);
    setElements(created);
    return () => {
      element.destroy?.() ?? element.unmount?.();
      setElements(null);
    };
  }, [stripe, clientSecret]);
  return { mountRef, elements };
}
