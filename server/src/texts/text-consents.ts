import type { Sql, TransactionSql } from '../db/sql.ts';
import { toE164 } from './phone.ts';

// The owner of phone_text_consents and text_opt_outs (docs/design.md §19, §22; ADR 160): the one consent record of each number.
// A form's box writes it for the number that form carried (migration 620's trigger); STOP and START write it for the sending
// number; every path that texts asks `textConsentOf` for the number it is about to text, and nothing else.

/** May this number be texted: it agreed (`consent`, in `words`) and has not sent STOP since (`optedOut`). */
export interface NumberConsent { phone: string; consent: boolean; optedOut: boolean }

/** The consent record of one number (E.164): no record is no consent. */
export async function textConsentOf(sql: Sql | TransactionSql, phone: string): Promise<NumberConsent> {
  const [row] = await sql<{ consent: boolean | null; opted_out: boolean }[]>`
    SELECT (SELECT consent FROM phone_text_consents WHERE phone = ${phone}) AS consent,
      EXISTS (SELECT 1 FROM text_opt_outs WHERE phone = ${phone}) AS opted_out`;
  return { phone, consent: row?.consent === true, optedOut: row?.opted_out === true };
}

/**
 * Who an order's texts go to (docs/design.md §19, §22): the order's own phone in E.164 (null when it is not a number we can text),
 * that number's consent record, and whether a bearer link may go to it (ADR 161): not to a phone the customer set on /my-order under
 * a link version since revoked.
 */
export interface OrderTextContact { customerId: string; phone: string | null; consent: boolean; optedOut: boolean; linksAllowed: boolean }

export async function orderTextContact(sql: Sql | TransactionSql, orderId: string): Promise<OrderTextContact | null> {
  const [row] = await sql<{ customer_id: string; customer_phone: string; links_allowed: boolean }[]>`
    SELECT coalesce(c.merged_into, c.id) AS customer_id, o.customer_phone,
      o.phone_link_version IS NULL OR o.phone_link_version = o.link_version AS links_allowed
    FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ${orderId}`;
  if (!row) return null;
  const phone = toE164(row.customer_phone);
  const { consent, optedOut } = phone ? await textConsentOf(sql, phone) : { consent: false, optedOut: false };
  return { customerId: row.customer_id, phone, consent, optedOut, linksAllowed: row.links_allowed };
}

/** STOP from a number (or the carrier saying it unsubscribed): it hears nothing more, and its own record says so. No other number changes. */
export async function optOut(tx: TransactionSql, phone: string, word: string, at: Date): Promise<void> {
  await tx`INSERT INTO text_opt_outs (phone, word, opted_out_at) VALUES (${phone}, ${word}, ${at}) ON CONFLICT (phone) DO NOTHING`;
  await recordReply(tx, phone, false, word, at);
}

/** START from a number: it may be texted again, in its own words. */
export async function optIn(tx: TransactionSql, phone: string, word: string, at: Date): Promise<void> {
  await tx`DELETE FROM text_opt_outs WHERE phone = ${phone}`;
  await recordReply(tx, phone, true, word, at);
}

const recordReply = (tx: TransactionSql, phone: string, consent: boolean, word: string, at: Date) => tx`
  INSERT INTO phone_text_consents (phone, consent, words, at, source) VALUES (${phone}, ${consent}, ${`Replied ${word}`}, ${at}, 'reply')
  ON CONFLICT (phone) DO UPDATE SET consent = EXCLUDED.consent, words = EXCLUDED.words, at = EXCLUDED.at, source = 'reply', source_id = NULL, updated_at = now()`;
