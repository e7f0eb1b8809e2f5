import { BALANCE_TERMS_VERSION, priceOrder, type PriceBreakdownCents, type PricingInput } from '@sdp/shared';
import { TEXT_CONSENT_WORDS } from '@sdp/shared/constants/text-consent';
import { insertOrder, priceColumns, writeOrderAddOns, type NewOrderColumns } from '../db/orders.ts';
import type { TransactionSql } from '../db/sql.ts';
import { recordEvent } from '../outbox.ts';
import type { OrderAddOnLine } from './resolve-add-ons.ts';

/**
 * What every new order is made of, whichever path makes it (public hosted or embedded checkout, a quote's deposit link, a renewal
 * accepted): who and where, what it prices (the one pricing function's input: a rule on discounts or credits plugs in there, for
 * every path at once), the consents the form carried, and the path's own links (quote, renewal offer, referrer).
 */
export interface OrderDraft {
  columns: Omit<NewOrderColumns, keyof ReturnType<typeof priceColumns> | 'balance_consent_version' | 'balance_consent_at' | 'text_consent_words' | 'text_consent_at'>;
  pricing: PricingInput & { addOns: OrderAddOnLine[] };
  /** The referral code's household, when the price took a referral discount (ADR 119). */
  referrerId?: string | null;
  consents: { balance: boolean; text: boolean; at: Date };
}

/**
 * THE order factory (docs/design.md §22, ADR 155): prices the draft, writes the order, its add-on lines and `order.created`, inside
 * the caller's transaction, which has checked the path's own rules and taken the delivery spot. The deposit is asked for afterwards
 * through the one deposit intent (deposit-intent.ts).
 */
export async function makeOrder(tx: TransactionSql, draft: OrderDraft): Promise<{ orderId: string; breakdown: PriceBreakdownCents }> {
  const breakdown = priceOrder(draft.pricing);
  const { consents } = draft;
  const orderId = await insertOrder(tx, {
    ...draft.columns,
    ...priceColumns(breakdown),
    referrer_id: breakdown.referralCode && draft.referrerId ? draft.referrerId : null,
    ...(consents.balance ? { balance_consent_version: BALANCE_TERMS_VERSION, balance_consent_at: consents.at } : {}),
    ...(consents.text ? { text_consent_words: TEXT_CONSENT_WORDS, text_consent_at: consents.at } : {}),
  });
  await writeOrderAddOns(tx, orderId, draft.pricing.addOns);
  await recordEvent(tx, 'order.created', { orderId });
  return { orderId, breakdown };
}
