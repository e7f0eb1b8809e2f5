/** The slice of Stripe.js the checkout uses (loaded at run time from /api/config's URL, so no npm loader is involved). */
export interface StripeError {
  type?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement | string): void;
  unmount?(): void;
  destroy?(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
  submit?(): Promise<{ error?: StripeError }>;
  fetchUpdates?(): Promise<{ error?: StripeError }>;
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
  /** Confirm a PaymentIntent with a saved card (its PaymentMethod id), 3-D Secure included (the balance's saved card, issue 25). */
  confirmCardPayment?(clientSecret: string, data: { payment_method: string }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
  /** A SetupIntent's new card (the customer's order page replaces the card the balance is charged to). */
  confirmSetup?(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: StripeError; setupIntent?: { id: string; status: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}
