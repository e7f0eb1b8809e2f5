import type Stripe from 'stripe';
import { newId, nowSeconds, type CheckoutSession, type LineItem } from '../store.ts';

/** The product Stripe makes from `price_data.product_data` (line items refer to it by id, as Stripe's do). */
export function buildProduct(name: string, description: string | null): Stripe.Product {
  const now = nowSeconds();
  return {
    id: newId('prod', 14),
    object: 'product',
    active: false,
    created: now,
    default_price: null,
    description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name,
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  } satisfies Stripe.Product;
}

/** A line item with its inline (`price_data`) price. */
export function buildLineItem(input: { product: Stripe.Product; unitAmount: number; currency: string; quantity: number }): LineItem {
  const total = input.unitAmount * input.quantity;
  return {
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: total,
    amount_tax: 0,
    amount_total: total,
    currency: input.currency,
    description: input.product.name,
    metadata: {},
    price: {
      id: newId('price'),
      object: 'price',
      active: false,
      billing_scheme: 'per_unit',
      created: nowSeconds(),
      currency: input.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: input.product.id,
      recurring: null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'one_time',
      unit_amount: input.unitAmount,
      unit_amount_decimal: null,
    },
    quantity: input.quantity,
  } satisfies LineItem;
}

export interface SessionInput {
  id: string;
  url: string;
  amountTotal: number;
  currency: string;
  cancelUrl: string | null;
  successUrl: string;
  clientReferenceId: string | null;
  customer: string | null;
  customerCreation: 'always' | 'if_required' | null;
  customerEmail: string | null;
  expiresAt: number;
  metadata: Record<string, string>;
}

/** A new hosted Checkout Session in payment mode, every field Stripe returns present. */
export function buildCheckoutSession(input: SessionInput): CheckoutSession {
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds(),
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer ? null : input.customerCreation,
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: { enabled: false, invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null } },
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: input.url,
    wallet_options: null,
  } satisfies CheckoutSession;
}

/** customer_details once the customer has paid on the hosted page. */
export const customerDetails = (email: string | null, name: string | null): Stripe.Checkout.Session.CustomerDetails => ({
  address: null,
  business_name: null,
  email,
  individual_name: null,
  name,
  phone: null,
  tax_exempt: 'none',
  tax_ids: [],
});
