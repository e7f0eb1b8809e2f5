import { cardInWords, maxTipCents, TIP_PERCENTS, tipForPercent, toDecimal, type TipsView } from '@sdp/shared';
import type Stripe from 'stripe';
import { tipFigures } from '../db/order-tips.ts';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { cardOnFile } from './saved-card.ts';
import { tipGoesWithBalance, tipRefusal } from './tip-rules.ts';

/** The order's tips as the customer's page and the staff order page show them (docs/design.md §27). */
export async function tipsView(sql: Sql | TransactionSql, order: OrderRow, stripe: Stripe | null): Promise<TipsView> {
  const figures = await tipFigures(sql, order.id);
  const given = figures.paid - figures.refunded > 0;
  const why = tipRefusal(order) ?? (given ? 'Thank you for your tip! The crew gets all of it.' : null);
  const card = !why && order.balance_consent_at ? await cardOnFile(sql, stripe, order) : null;
  return {
    offered: why === null,
    reason: why,
    paid: toDecimal(figures.paid),
    refunded: toDecimal(figures.refunded),
    choices: TIP_PERCENTS.map((percent) => ({ percent, amount: toDecimal(tipForPercent(order.total_cents, percent)) })),
    max: toDecimal(maxTipCents(order.total_cents)),
    withBalance: tipGoesWithBalance(order),
    savedCard: card?.paymentMethodId ? cardInWords(card) : null,
  };
}
