import type Stripe from 'stripe';
import { newId, nowSeconds, type Charge, type Dispute } from '../store.ts';

/** Stripe's dispute fee in the US, taken when a dispute opens (https://stripe.com/pricing#disputes). */
export const DISPUTE_FEE_CENTS = 1500;
/** How long the test disputes give to respond: Stripe's card networks allow about 7 to 21 days; test mode's fall in that range. */
const RESPONSE_DAYS = 7;

const EMPTY_EVIDENCE: Stripe.Dispute.Evidence = {
  access_activity_log: null, billing_address: null, cancellation_policy: null, cancellation_policy_disclosure: null, cancellation_rebuttal: null,
  customer_communication: null, customer_email_address: null, customer_name: null, customer_purchase_ip: null, customer_signature: null,
  duplicate_charge_documentation: null, duplicate_charge_explanation: null, duplicate_charge_id: null, enhanced_evidence: {},
  product_description: null, receipt: null, refund_policy: null, refund_policy_disclosure: null, refund_refusal_explanation: null,
  service_date: null, service_documentation: null, shipping_address: null, shipping_carrier: null, shipping_date: null,
  shipping_documentation: null, shipping_tracking_number: null, uncategorized_file: null, uncategorized_text: null,
};

/** A balance transaction of a dispute: the amount withdrawn with the fee (negative), or reinstated when it is won. */
export function disputeBalanceTransaction(dispute: Pick<Dispute, 'id' | 'currency'>, amount: number, fee: number): Stripe.BalanceTransaction {
  const created = nowSeconds();
  return {
    id: newId('txn'),
    object: 'balance_transaction',
    amount,
    available_on: created,
    balance_type: 'payments',
    created,
    currency: dispute.currency,
    description: amount < 0 ? 'Chargeback withdrawal' : 'Chargeback reversal',
    exchange_rate: null,
    fee,
    fee_details: fee > 0 ? [{ amount: fee, application: null, currency: dispute.currency, description: 'Dispute fee', type: 'stripe_fee' }] : [],
    net: amount - fee,
    reporting_category: amount < 0 ? 'dispute' : 'dispute_reversal',
    source: dispute.id,
    status: 'available',
    type: amount < 0 ? 'adjustment' : 'adjustment',
  } satisfies Stripe.BalanceTransaction;
}

/** A dispute the cardholder's bank opened on `charge`: needs a response by due_by; the amount and the fee are withdrawn. */
export function buildDispute(charge: Charge, reason: string, amount: number): Dispute {
  const created = nowSeconds();
  const id = newId('dp');
  const card = charge.payment_method_details?.card;
  return {
    id,
    object: 'dispute',
    amount,
    balance_transactions: [disputeBalanceTransaction({ id, currency: charge.currency }, -amount, DISPUTE_FEE_CENTS)],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: structuredClone(EMPTY_EVIDENCE),
    evidence_details: {
      due_by: created + RESPONSE_DAYS * 86_400, enhanced_eligibility: {}, has_evidence: false, past_due: false, submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    network_reason_code: reason === 'fraudulent' ? '10.4' : null,
    payment_intent: charge.payment_intent,
    payment_method_details: { type: 'card', card: { brand: card?.brand ?? 'visa', case_type: 'chargeback', network: card?.network ?? 'visa', network_reason_code: reason === 'fraudulent' ? '10.4' : null } },
    reason,
    status: 'needs_response',
  } satisfies Dispute;
}

/** The evidence fields Stripe takes as text (files are File ids; the emulator keeps whatever id it is given). */
export const EVIDENCE_FIELDS = Object.keys(EMPTY_EVIDENCE).filter((k) => k !== 'enhanced_evidence') as (keyof Omit<Stripe.Dispute.Evidence, 'enhanced_evidence' | 'appeal'>)[];
