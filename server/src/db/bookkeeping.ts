import type { PendingQuery, Row } from 'postgres';
import type { Sql } from './sql.ts';

// The bookkeeping lines of docs/design.md §21 (ADR 123): every payment and refund by San Diego day, on the ledger definitions of
// §16 (the order_ledger view, migration 445), so the lines of all days sum to the dashboard's "Collected".

/** One payment or refund as the accountant reads it: refunds negative, in cents. */
export interface BookkeepingLine {
  day: string;
  orderId: string;
  customerName: string;
  customerEmail: string;
  kind: 'deposit' | 'balance' | 'deposit refund' | 'balance refund' | 'goodwill refund' | 'refund in Stripe' | 'tip' | 'tip refund' | 'dispute lost' | 'dispute fee';
  amountCents: number;
  stripeId: string;
  settledAt: Date;
}

/** The ledger's lines as a query fragment (`WITH ... lines`): `order_id`, `settled_at`, `stripe_id`, `kind`, `amount_cents`. */
function ledgerLines(sql: Sql): PendingQuery<Row[]> {
  return sql`
    WITH deposit_record AS (
      SELECT order_id,
        CASE WHEN coalesce(sum(amount_cents) FILTER (WHERE kind = 'checkout_session' AND status = 'succeeded'), 0)
                > coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment_intent' AND status = 'succeeded'), 0)
             THEN 'checkout_session' ELSE 'payment_intent' END AS kind
      FROM payments WHERE NOT duplicate AND kind IN ('checkout_session', 'payment_intent') GROUP BY order_id
    ),
    lines AS (
      SELECT p.order_id, p.settled_at, p.provider_ref AS stripe_id,
        CASE WHEN p.kind = 'balance' THEN 'balance'
             WHEN p.kind = 'tip' THEN 'tip'
             WHEN p.kind = 'refund' AND p.tip_cents > 0 THEN 'tip refund'
             WHEN p.kind = 'refund' AND p.goodwill THEN 'goodwill refund'
             WHEN p.kind = 'refund' AND src.kind = 'balance' THEN 'balance refund'
             WHEN p.kind = 'refund' THEN 'deposit refund' ELSE 'deposit' END AS kind,
        -- NOTE: a refund gives back either the order's money or a tip, never both (migration 860); a balance's tip is its own line below.
        CASE WHEN p.kind = 'refund' THEN -p.amount_cents WHEN p.kind = 'balance' THEN p.amount_cents - p.tip_cents ELSE p.amount_cents END AS amount_cents
      FROM payments p
      LEFT JOIN payments src ON p.kind = 'refund' AND src.provider_ref = p.refund_of
      LEFT JOIN deposit_record d ON d.order_id = p.order_id
      WHERE NOT p.duplicate AND (
        (p.kind IN ('balance', 'tip') AND p.status = 'succeeded')
        OR (p.kind IN ('checkout_session', 'payment_intent') AND p.status = 'succeeded' AND p.kind = d.kind)
        OR (p.kind = 'refund' AND p.status NOT IN ('failed', 'canceled'))
      )
      UNION ALL
      -- A tip charged with the balance (ADR 300): the crew's, on a line of its own beside the balance.
      SELECT p.order_id, p.settled_at, p.provider_ref, 'tip', p.tip_cents
      FROM payments p WHERE p.kind = 'balance' AND p.status = 'succeeded' AND p.tip_cents > 0 AND NOT p.duplicate
      UNION ALL
      SELECT o.id, coalesce(c.at, o.updated_at), c.ids, 'refund in Stripe', -(o.refunded_cents - r.cents)
      FROM orders o
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(amount_cents - tip_cents), 0) AS cents FROM payments
        WHERE order_id = o.id AND kind = 'refund' AND NOT duplicate AND status NOT IN ('failed', 'canceled')
      ) r
      CROSS JOIN LATERAL (SELECT max(updated_at) AS at, string_agg(charge_id, ' ' ORDER BY charge_id) AS ids FROM charge_refunds WHERE order_id = o.id) c
      WHERE o.refunded_cents > r.cents
      UNION ALL
      -- Disputes (docs/design.md §27): what a lost one took back, on the day it was decided, and Stripe's fee, on the day it opened.
      SELECT p.order_id, p.settled_at, p.provider_ref, CASE WHEN p.kind = 'dispute_fee' THEN 'dispute fee' ELSE 'dispute lost' END, -p.amount_cents
      FROM payments p WHERE (p.kind = 'dispute_outcome' AND p.status = 'lost') OR p.kind = 'dispute_fee'
    )`;
}

/** The San Diego calendar day a line settled on. */
const settledDay = (sql: Sql, timeZone: string) => sql`(l.settled_at AT TIME ZONE ${timeZone})::date`;

/**
 * The lines settled on San Diego days `from` to `to` (inclusive), oldest first. As the view counts them: duplicates left out; of
 * a deposit recorded twice by the hosted flow (its Checkout Session and its PaymentIntent) only the record with the larger sum,
 * the PaymentIntent on a tie; refunds unless Stripe failed or cancelled them; and a refund Stripe reported beyond the ledger's
 * (one made in Stripe's dashboard) as one line of the difference, on the day Stripe last reported it.
 */
export async function bookkeepingLines(sql: Sql, from: string, to: string, timeZone: string): Promise<BookkeepingLine[]> {
  return sql<BookkeepingLine[]>`
    ${ledgerLines(sql)}
    SELECT ${settledDay(sql, timeZone)}::text AS day, l.order_id AS "orderId", o.customer_name AS "customerName",
      o.customer_email::text AS "customerEmail", l.kind, l.amount_cents::int AS "amountCents", coalesce(l.stripe_id, '') AS "stripeId",
      l.settled_at AS "settledAt"
    FROM lines l JOIN orders o ON o.id = l.order_id
    WHERE ${settledDay(sql, timeZone)} BETWEEN ${from}::date AND ${to}::date
    ORDER BY l.settled_at, l.order_id, l.stripe_id`;
}

/** Collected over San Diego days `from` to `to` (inclusive), in cents: the sum of those days' lines (ADR 151), refunds subtracted, tips left out (the crew's, ADR 300). */
export async function collectedBetween(sql: Sql, from: string, to: string, timeZone: string): Promise<number> {
  const [row] = await sql<{ cents: number }[]>`
    ${ledgerLines(sql)}
    SELECT coalesce(sum(l.amount_cents), 0)::int AS cents FROM lines l
    -- NOTE: a dispute fee is Stripe's cost, as its processing fees are: a line of the CSV, never less "Collected" (ADR 296); tips
    -- are the crew's money, never the order's (ADR 300).
    WHERE ${settledDay(sql, timeZone)} BETWEEN ${from}::date AND ${to}::date AND l.kind NOT IN ('tip', 'tip refund', 'dispute fee')`;
  return row!.cents;
}
