import { toDecimal, type TipIntent, type TipRequest } from '@sdp/shared';
import { tipFigures } from '../db/order-tips.ts';
import type { ServiceDeps } from '../deps.ts';
import { conflict } from '../domain-error.ts';
import { requireStripe } from '../stripe-calls.ts';
import { orderOfMyOrderToken } from './my-order-token.ts';
import { balanceIntent } from './on-session-balance.ts';
import { tipOnItsOwn } from './tip-on-its-own.ts';
import { tipCentsAsked, tipGoesWithBalance, tipRefusal } from './tip-rules.ts';

/**
 * POST /api/my-order/:token/tip (docs/design.md §27): the one way a tip is asked for. Under the order's row lock, so two tabs or a
 * double tap take turns: with the balance still to pay, one PaymentIntent for both (the split in its metadata and the ledger, ADR
 * 300); otherwise a tip on its own, with the consented saved card or a new one. One tip per order (ADR 301): once one is paid, the
 * same tip again answers without a new charge, another is refused.
 */
export async function startTip(deps: ServiceDeps, token: string, ask: TipRequest): Promise<TipIntent> {
  requireStripe(deps);
  return deps.sql.begin(async (tx) => {
    const { order } = await orderOfMyOrderToken(deps, token, { tx, lock: true });
    const why = tipRefusal(order);
    if (why) throw conflict(why);
    const tipCents = tipCentsAsked(order, ask);
    const tips = await tipFigures(tx, order.id);
    const kept = tips.paid - tips.refunded;
    if (kept > 0) {
      if (kept !== tipCents) throw conflict(`You already tipped the crew $${toDecimal(kept)}. Thank you!`);
      return { amount: toDecimal(tipCents), tip: toDecimal(tipCents), withBalance: false };
    }
    if (tipGoesWithBalance(order)) {
      const intent = await balanceIntent(deps, tx, order, tipCents);
      return { clientSecret: intent.clientSecret, savedCard: intent.savedCard, amount: toDecimal(intent.amount), tip: toDecimal(tipCents), withBalance: true };
    }
    return tipOnItsOwn(deps, tx, order, tipCents, ask.card === 'saved');
  });
}
