import { newId, nowSeconds, type Charge, type Refund } from '../store.ts';

export function buildRefund(charge: Charge, amount: number, reason: Refund['reason'], metadata: Record<string, string>): Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
    metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } satisfies Refund;
}
