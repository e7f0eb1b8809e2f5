import type { CustomerReferral } from '@sdp/shared/wire-customers';
import { toDecimal } from '@sdp/shared';
import { orderNumber } from './order-views.ts';
import type { CustomerRow, OrderRow, ReferralRewardRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

// Referrals (docs/design.md §18, ADRs 119-121): the owner of `referral_rewards`, of the referral columns of `orders` (the code an order
// was booked with, the credit taken off its balance) and of the customers' referral codes. The rules (who may use which code) are
// server/src/referrals/referral-rules.ts, and the credits a referral earns on balances server/src/referrals/referral-credits.ts; this
// module only reads and writes.

/** The household a referral code names (the record it was merged into, for a merged one's code); undefined for no such code. */
export async function customerByReferralCode(sql: Sql | TransactionSql, code: string): Promise<CustomerRow | undefined> {
  const [row] = await sql<CustomerRow[]>`
    SELECT * FROM customers WHERE id = (SELECT coalesce(merged_into, id) FROM customers WHERE referral_code = ${code})`;
  return row;
}

/** The household's referral code, by any of its records' ids (an order's customer_id may name a record merged since). */
export async function referralCodeOf(sql: Sql | TransactionSql, customerId: string): Promise<string | null> {
  const [row] = await sql<Pick<CustomerRow, 'referral_code'>[]>`
    SELECT referral_code FROM customers WHERE id = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${customerId})`;
  return row?.referral_code ?? null;
}

/** Who is booking, as the order form gives them: e-mail, phone and porch. */
export interface Household { email: string; phone: string; address: string; zipCode: string }

const phoneDigits = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
};

/**
 * Whether `household` is the referrer itself (ADR 121): the same record (its e-mail, or one merged into it), one of its phones, or one
 * of its porches (address and zip in one spelling, `porch_key` of migration 610, ADR 158).
 */
export async function isSameHousehold(sql: Sql | TransactionSql, referrer: CustomerRow, household: Household): Promise<boolean> {
  const digits = phoneDigits(household.phone);
  const [row] = await sql<{ same: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM customers WHERE email = btrim(${household.email})::citext AND coalesce(merged_into, id) = ${referrer.id})
      OR (${digits} <> '' AND ${digits} = ANY (${referrer.phones}::text[]))
      OR EXISTS (SELECT 1 FROM jsonb_array_elements(${sql.json(referrer.addresses)}::jsonb) a
        WHERE porch_key(a->>'address', a->>'zipCode') = porch_key(${household.address}, ${household.zipCode}) AND porch_key(${household.address}, ${household.zipCode}) <> '') AS same`;
  return row!.same;
}

/**
 * The household's orders, as a condition on `o`: of its e-mail's record (or one merged into it), its phone, or its porch in one
 * spelling (`porch_key`, ADR 158). `me` is the household's record ids (householdRecords).
 */
function ofHousehold(sql: Sql | TransactionSql, household: Household) {
  const digits = phoneDigits(household.phone);
  return sql`(o.customer_id IN (SELECT c.id FROM customers c WHERE coalesce(c.merged_into, c.id) IN (SELECT id FROM me))
    OR (${digits} <> '' AND customer_phone_digits(o.customer_phone) = ${digits})
    OR (porch_key(o.address, o.zip_code) = porch_key(${household.address}, ${household.zipCode}) AND porch_key(${household.address}, ${household.zipCode}) <> ''))`;
}

const householdRecords = (sql: Sql | TransactionSql, household: Household) =>
  sql`me AS (SELECT coalesce(merged_into, id) AS id FROM customers WHERE email = btrim(${household.email})::citext)`;

/**
 * Whether the household has booked with us before (ADR 121): a paid deposit on one of its orders, or a referral reward already earned
 * for it. `exceptOrderId` is the order being priced, which does not count against itself.
 */
export async function bookedBefore(sql: Sql | TransactionSql, household: Household, exceptOrderId: string | null = null): Promise<boolean> {
  const [row] = await sql<{ booked: boolean }[]>`
    WITH ${householdRecords(sql, household)}
    SELECT EXISTS (
      SELECT 1 FROM orders o WHERE o.paid_at IS NOT NULL AND o.id IS DISTINCT FROM ${exceptOrderId}::uuid AND ${ofHousehold(sql, household)}
    ) OR EXISTS (SELECT 1 FROM referral_rewards r JOIN customers c ON c.id = r.referred_id WHERE coalesce(c.merged_into, c.id) IN (SELECT id FROM me))
    AS booked`;
  return row!.booked;
}

/**
 * Hold the household's referral lock until the caller's transaction ends (ADR 158): one transaction-scoped advisory lock per thing
 * that names it (its e-mail, its phone's digits, its porch in one spelling), taken in a fixed order. Orders of one household, however
 * many at once and however spelled, judge and take its one referral discount one after the other.
 */
export async function lockHouseholdReferral(tx: TransactionSql, household: Household): Promise<void> {
  const [row] = await tx<{ keys: string[] }[]>`
    SELECT array_remove(ARRAY['email:' || lower(btrim(${household.email})),
      'phone:' || nullif(customer_phone_digits(${household.phone}), ''),
      'porch:' || nullif(porch_key(${household.address}, ${household.zipCode}), '')], NULL) AS keys`;
  for (const key of [...row!.keys].sort()) await tx`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 158))`;
}

/**
 * Whether one of the household's orders that is open or paid (not cancelled or refunded) already carries a referral discount.
 * `exceptOrderId` is the order being priced. Read under lockHouseholdReferral, so a concurrent order's discount is seen.
 */
export async function referralDiscountTaken(tx: TransactionSql, household: Household, exceptOrderId: string | null = null): Promise<boolean> {
  const [row] = await tx<{ taken: boolean }[]>`
    WITH ${householdRecords(tx, household)}
    SELECT EXISTS (
      SELECT 1 FROM orders o
      WHERE o.referral_code IS NOT NULL AND o.status NOT IN ('cancelled', 'refunded') AND o.id IS DISTINCT FROM ${exceptOrderId}::uuid
        AND ${ofHousehold(tx, household)}
    ) AS taken`;
  return row!.taken;
}

type ReferralListRow = Pick<OrderRow, 'id' | 'customer_name' | 'status' | 'created_at' | 'paid_at' | 'referral_discount_cents'> & {
  referred_customer_id: string;
  reward_state: ReferralRewardRow['state'] | null;
  reward_cents: number | null;
  earned_at: Date | null;
  applied_order_id: string | null;
};

/** The referrals a household made (its staff page): each order booked with its code, who and when, and where its reward stands. */
export async function referralsMadeBy(sql: Sql, customerId: string): Promise<CustomerReferral[]> {
  const rows = await sql<ReferralListRow[]>`
    SELECT o.id, o.customer_name, o.status, o.created_at, o.paid_at, o.referral_discount_cents, o.customer_id AS referred_customer_id,
      r.state AS reward_state, r.amount_cents AS reward_cents, r.earned_at, r.applied_order_id
    FROM orders o LEFT JOIN referral_rewards r ON r.order_id = o.id
    WHERE o.referrer_id IN (SELECT id FROM customers WHERE id = ${customerId} OR merged_into = ${customerId})
    ORDER BY o.created_at DESC, o.id`;
  return rows.map((row): CustomerReferral => ({
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    customerId: row.referred_customer_id,
    name: row.customer_name,
    bookedAt: row.created_at.toISOString(),
    reward: row.reward_state ?? (row.paid_at ? 'none' : 'pending'),
    amount: toDecimal(row.reward_cents ?? row.referral_discount_cents),
    earnedAt: row.earned_at?.toISOString() ?? null,
    appliedToOrderNumber: row.applied_order_id ? orderNumber(row.applied_order_id) : null,
  }));
}

/** The rewards waiting on a household's record for its next balance, in cents. */
export async function waitingCreditCents(sql: Sql | TransactionSql, customerId: string): Promise<number> {
  const [row] = await sql<{ cents: number }[]>`
    SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM referral_rewards
    WHERE state = 'waiting' AND referrer_id IN (SELECT id FROM customers WHERE coalesce(merged_into, id) = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${customerId}))`;
  return row!.cents;
}
