import { newId, nowSeconds, type PaymentIntent } from '../store.ts';

export interface PaymentIntentInput {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  customer: string | null;
  setupFutureUsage: 'off_session' | 'on_session' | null;
  automaticPaymentMethods?: boolean;
}

/** A new PaymentIntent (requires_payment_method), every field Stripe returns present. */
export function buildPaymentIntent(input: PaymentIntentInput): PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: input.automaticPaymentMethods ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: { ...input.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: input.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  } satisfies PaymentIntent;
}
