import { newId, nowSeconds, type SetupIntent } from '../store.ts';

export interface SetupIntentInput {
  customer: string | null;
  usage: 'off_session' | 'on_session';
  metadata: Record<string, string>;
  description: string | null;
  automaticPaymentMethods: boolean;
}

/** A new SetupIntent (requires_payment_method), every field Stripe returns present. */
export function buildSetupIntent(input: SetupIntentInput): SetupIntent {
  const id = newId('seti');
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: input.automaticPaymentMethods ? { allow_redirects: 'always', enabled: true } : null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    created: nowSeconds(),
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: { ...input.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: input.usage,
  } satisfies SetupIntent;
}
