import { creditFits, toDecimal } from '@sdp/shared';
import { referralCodeOf, waitingCreditCents } from '../db/referrals.ts';
import type { OrderRow, ReferralRewardRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { loadSeasonRows, seasonOfDelivery } from '../season/season-rows.ts';

// The referral credit (docs/design.md §18, ADR 120, 157): what a referrer earns when a new household's deposit is paid, how it comes
// off the referrer's next balance (orders.balance_cents), and how it goes back when an order closes. The owner of the rows is
// server/src/db/referrals.ts; who may use which code is referral-rules.ts.

/** Balance states in which nothing is charging: no balance PaymentIntent exists yet, so its amount may still change. */
const BALANCE_NOT_STARTED: OrderRow['balance_status'][] = ['none', 'scheduled'];

/**
 * The referred order's deposit was paid (the caller holds its row lock): its referrer earns the same amount as the order's referral
 * discount, once per new household (the unique index on referred_id: a second order or a second code earns nothing), and it goes on
 * the referrer's next balance at once when there is one. Returns the reward's id, or null when nothing was earned.
 */
export async function earnReferralReward(tx: TransactionSql, order: Pick<OrderRow, 'id' | 'customer_id' | 'referrer_id' | 'referral_discount_cents'>): Promise<string | null> {
  if (!order.referrer_id || order.referral_discount_cents <= 0) return null;
  const [reward] = await tx<Pick<ReferralRewardRow, 'id'>[]>`
    INSERT INTO referral_rewards (referrer_id, referred_id, order_id, amount_cents)
    SELECT r.id, c.id, ${order.id}, ${order.referral_discount_cents}
    FROM customers r, customers c
    WHERE r.id = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${order.referrer_id})
      AND c.id = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${order.customer_id})
      AND r.id <> c.id
    ON CONFLICT DO NOTHING
    RETURNING id`;
  if (!reward) return null;
  await applyWaitingRewards(tx, order.referrer_id);
  return reward.id;
}

/**
 * Take the household's waiting rewards off its next balance (ADR 120): its paid order with the soonest delivery whose balance has not
 * started charging (no balance PaymentIntent yet, so the amount Stripe is asked for is the lowered one) and takes the whole reward
 * leaving nothing or a chargeable amount (ADR 157).
 * A reward with no such order keeps waiting on the household's record for its next order's deposit.
 */
export async function applyWaitingRewards(tx: TransactionSql, customerId: string): Promise<number> {
  const household = tx`SELECT id FROM customers WHERE coalesce(merged_into, id) = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${customerId})`;
  const waiting = await tx<ReferralRewardRow[]>`
    SELECT * FROM referral_rewards WHERE referrer_id IN (${household}) AND state = 'waiting' ORDER BY earned_at, id FOR UPDATE`;
  let applied = 0;
  for (const reward of waiting) {
    const open = await tx<Pick<OrderRow, 'id' | 'balance_cents'>[]>`
      SELECT id, balance_cents FROM orders
      WHERE customer_id IN (${household}) AND status = 'deposit_paid' AND balance_status = ANY (${BALANCE_NOT_STARTED})
        AND balance_payment_intent_id IS NULL AND balance_cents >= ${reward.amount_cents}
      ORDER BY delivery_date, created_at, id FOR UPDATE`;
    // NOTE: a credit never leaves a balance Stripe cannot charge (ADR 157): nothing, or at least its smallest charge.
    const target = open.find((o) => creditFits(o.balance_cents, reward.amount_cents));
    if (!target) break;
    await tx`
      UPDATE orders SET balance_cents = balance_cents - ${reward.amount_cents},
        referral_credit_cents = referral_credit_cents + ${reward.amount_cents}, updated_at = now()
      WHERE id = ${target.id}`;
    await tx`UPDATE referral_rewards SET state = 'applied', applied_order_id = ${target.id}, applied_at = now() WHERE id = ${reward.id}`;
    applied += 1;
  }
  return applied;
}

/** Put a reward's credit back on the balance of the order it was applied to, if that balance has not started charging; true if it was. */
async function takeBackCredit(tx: TransactionSql, reward: ReferralRewardRow): Promise<boolean> {
  if (!reward.applied_order_id) return true;
  const [back] = await tx`
    UPDATE orders SET balance_cents = balance_cents + ${reward.amount_cents},
      referral_credit_cents = referral_credit_cents - ${reward.amount_cents}, updated_at = now()
    WHERE id = ${reward.applied_order_id} AND balance_status = ANY (${BALANCE_NOT_STARTED}) AND balance_payment_intent_id IS NULL
      AND referral_credit_cents >= ${reward.amount_cents}
    RETURNING id`;
  return Boolean(back);
}

/**
 * The referred order was cancelled or refunded before delivery and its money all went back (ADR 120): the reward it earned is revoked.
 * Its credit leaves the referrer's balance if that has not started charging; a balance already charged with it keeps it (we do not
 * charge the referrer again), and the row says so by staying `applied`. Returns the reward's state afterwards, or null for none.
 */
export async function revokeReferralReward(tx: TransactionSql, referredOrderId: string): Promise<ReferralRewardRow['state'] | null> {
  const [reward] = await tx<ReferralRewardRow[]>`SELECT * FROM referral_rewards WHERE order_id = ${referredOrderId} FOR UPDATE`;
  if (!reward || reward.state === 'revoked') return reward?.state ?? null;
  if (reward.state === 'applied') {
    await tx`SELECT id FROM orders WHERE id = ${reward.applied_order_id} FOR UPDATE`;
    if (!(await takeBackCredit(tx, reward))) return 'applied';
  }
  await tx`UPDATE referral_rewards SET state = 'revoked', applied_order_id = NULL, applied_at = NULL, revoked_at = now() WHERE id = ${reward.id}`;
  return 'revoked';
}

/**
 * An order closed (cancelled or refunded; the caller holds its lock): credits it carried on a balance that never started charging go
 * back to waiting on the household's record, and on to its next open balance if it has one. A charged balance keeps its credit.
 */
export async function releaseOrderCredits(tx: TransactionSql, orderId: string): Promise<number> {
  const rewards = await tx<ReferralRewardRow[]>`SELECT * FROM referral_rewards WHERE applied_order_id = ${orderId} AND state = 'applied' FOR UPDATE`;
  let released = 0;
  for (const reward of rewards) {
    if (!(await takeBackCredit(tx, reward))) continue;
    await tx`UPDATE referral_rewards SET state = 'waiting', applied_order_id = NULL, applied_at = NULL WHERE id = ${reward.id}`;
    released += 1;
  }
  if (released > 0) await applyWaitingRewards(tx, rewards[0]!.referrer_id);
  return released;
}

/** A household's own code to share, what a new household gets with it, and its rewards still waiting (decimal strings). */
export interface ReferralShare { code: string; amount: string; waitingCredit: string }

/** What a household's pages and e-mails say about its own code (docs/design.md §18); null while the season has referrals off. */
export async function referralShare(sql: Sql | TransactionSql, customerId: string, amountCents: number): Promise<ReferralShare | null> {
  if (amountCents <= 0) return null;
  const [code, waiting] = await Promise.all([referralCodeOf(sql, customerId), waitingCreditCents(sql, customerId)]);
  return code ? { code, amount: toDecimal(amountCents), waitingCredit: toDecimal(waiting) } : null;
}

/** The household's code as an order's e-mails show it: with the discount of the season the order is delivered in. */
export async function referralShareOfOrder(sql: Sql | TransactionSql, order: { customerId: string; deliveryDate: string }) {
  const season = seasonOfDelivery(await loadSeasonRows(sql), order.deliveryDate);
  return referralShare(sql, order.customerId, season?.referralDiscountCents ?? 0);
}
