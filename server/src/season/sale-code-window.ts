import type { TransactionSql } from '@sdp/server/db/sql';

/**
 * Give a season's sale code the season's sale window (docs/design.md §16, ADR 073), inside the transaction that saved the season:
 * the code ends when the sale does and starts when it starts (with booking when the sale has no start of its own). A code running
 * at `now` keeps its start, so rolling over while last season's sale still runs does not cut that sale short. Only the newest
 * season moves the code: editing a past season never pulls the code back into the past.
 */
export async function moveSaleCodeWindow(tx: TransactionSql, seasonYear: number, now: Date): Promise<void> {
  await tx`
    UPDATE promo_codes p
    SET starts_at = CASE WHEN p.ends_at > ${now} AND (p.starts_at IS NULL OR p.starts_at <= ${now}) THEN p.starts_at
                         ELSE COALESCE(s.sale_starts_at, s.booking_opens_at) END,
        ends_at = s.sale_ends_at,
        updated_at = now()
    FROM season s
    WHERE s.year = ${seasonYear} AND p.code = s.sale_promo_code AND s.year = (SELECT max(year) FROM season)`;
}
