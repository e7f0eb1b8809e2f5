import type { Sql, TransactionSql } from '../db/sql.ts';

// The owner of leads and voice_calls (docs/design.md §17, §26): every statement on them is here. The rules (when a call is missed,
// the text back, its limit) are missed-call.ts's.

/** Twilio's DialCallStatus values, and ours for a call nobody was there to take. */
export const DIAL_STATUSES = ['completed', 'busy', 'no-answer', 'failed', 'canceled'] as const;
export type DialStatus = (typeof DIAL_STATUSES)[number];
export type CallOutcome = DialStatus | 'after_hours';
export type MissedReason = Exclude<CallOutcome, 'completed'>;
export type LeadStatus = 'new' | 'called' | 'quoted';

export interface LeadRow {
  id: string;
  phone: string;
  at: Date;
  last_call_at: Date;
  calls: number;
  reason: MissedReason;
  status: LeadStatus;
  text_id: string | null;
  no_text_reason: string | null;
  called_at: Date | null;
  called_by_name: string | null;
  quote_id: string | null;
  created_at: Date;
  /** The text back's state, from text_messages: when Twilio took it and its status. */
  texted_at: Date | null;
  text_status: string | null;
  text_send_after: Date | null;
}

/** A call as Twilio first told us of it (ringing the business phone): kept once per CallSid, however often Twilio retries. */
export async function recordRinging(tx: TransactionSql, call: { sid: string; from: string; to: string; at: Date }): Promise<void> {
  await tx`INSERT INTO voice_calls (call_sid, from_number, to_number, at) VALUES (${call.sid}, ${call.from}, ${call.to}, ${call.at})
           ON CONFLICT (call_sid) DO NOTHING`;
}

/**
 * What became of a call, once: true when this post settled it (the first word on its outcome), false when an earlier one did
 * (Twilio retried). A status for a call whose ringing we never stored settles it too.
 */
export async function settleCall(tx: TransactionSql, call: { sid: string; from: string; to: string; at: Date; outcome: CallOutcome }): Promise<boolean> {
  const rows = await tx`
    INSERT INTO voice_calls (call_sid, from_number, to_number, at, outcome) VALUES (${call.sid}, ${call.from}, ${call.to}, ${call.at}, ${call.outcome})
    ON CONFLICT (call_sid) DO UPDATE SET outcome = EXCLUDED.outcome, updated_at = now() WHERE voice_calls.outcome IS NULL
    RETURNING call_sid`;
  return rows.length > 0;
}

/** The number's open lead (nobody called it back or quoted it yet), locked for the caller's transaction. */
export async function openLeadOf(tx: TransactionSql, phone: string): Promise<{ id: string; text_id: string | null } | null> {
  const [row] = await tx<{ id: string; text_id: string | null }[]>`SELECT id, text_id FROM leads WHERE phone = ${phone} AND status = 'new' FOR UPDATE`;
  return row ?? null;
}

/** A new lead for a missed call from `phone`. */
export async function insertLead(tx: TransactionSql, lead: { phone: string; at: Date; reason: MissedReason }): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO leads (phone, at, last_call_at, reason) VALUES (${lead.phone}, ${lead.at}, ${lead.at}, ${lead.reason}) RETURNING id`;
  return row!.id;
}

/** One more missed call on an open lead. */
export async function countCall(tx: TransactionSql, leadId: string, at: Date): Promise<void> {
  await tx`UPDATE leads SET calls = calls + 1, last_call_at = greatest(last_call_at, ${at}), updated_at = now() WHERE id = ${leadId}`;
}

/** The call belongs to the lead it made or joined. */
export async function linkCall(tx: TransactionSql, callSid: string, leadId: string): Promise<void> {
  await tx`UPDATE voice_calls SET lead_id = ${leadId}, updated_at = now() WHERE call_sid = ${callSid}`;
}

/** The lead's text back (the first one only), or why none went. */
export async function recordTextBack(tx: TransactionSql, leadId: string, outcome: { textId: string } | { noText: string }): Promise<void> {
  if ('textId' in outcome) await tx`UPDATE leads SET text_id = coalesce(text_id, ${outcome.textId}), no_text_reason = NULL, updated_at = now() WHERE id = ${leadId}`;
  else await tx`UPDATE leads SET no_text_reason = ${outcome.noText}, updated_at = now() WHERE id = ${leadId} AND text_id IS NULL`;
}

const LEAD_SELECT = (sql: Sql | TransactionSql) => sql`
  SELECT l.id, l.phone, l.at, l.last_call_at, l.calls, l.reason, l.status, l.text_id, l.no_text_reason, l.called_at, s.name AS called_by_name,
    l.quote_id, l.created_at, t.sent_at AS texted_at, t.status AS text_status, t.send_after AS text_send_after
  FROM leads l LEFT JOIN staff_users s ON s.id = l.called_by LEFT JOIN text_messages t ON t.id = l.text_id`;

/** The newest leads first, at most `limit`. */
export const recentLeads = (sql: Sql, limit: number): Promise<LeadRow[]> =>
  sql<LeadRow[]>`${LEAD_SELECT(sql)} ORDER BY l.last_call_at DESC, l.id DESC LIMIT ${limit}`;

export const leadById = async (sql: Sql | TransactionSql, id: string): Promise<LeadRow | null> =>
  (await sql<LeadRow[]>`${LEAD_SELECT(sql)} WHERE l.id = ${id}`)[0] ?? null;

export interface LeadReplyRow { lead_id: string; id: string; body: string; created_at: Date }

/**
 * The caller's texts on each lead: the texts that number sent us from the lead's first call on, until the number's next lead
 * began (a text belongs to the newest lead before it).
 */
export async function leadReplies(sql: Sql, leadIds: string[]): Promise<LeadReplyRow[]> {
  if (!leadIds.length) return [];
  return sql<LeadReplyRow[]>`
    SELECT l.id AS lead_id, t.id, t.body, t.created_at FROM leads l
    JOIN text_messages t ON t.direction = 'in' AND t.phone = l.phone AND t.created_at >= l.created_at
      AND NOT EXISTS (SELECT 1 FROM leads later WHERE later.phone = l.phone AND later.created_at > l.created_at AND later.created_at <= t.created_at)
    WHERE l.id = ANY(${leadIds}::uuid[]) ORDER BY t.created_at, t.id`;
}

/** Staff called the caller back: once, with who; a lead already quoted stays quoted. Returns false for no such lead. */
export async function markLeadCalled(sql: Sql, id: string, staffId: string | null, at: Date): Promise<boolean> {
  const rows = await sql`
    UPDATE leads SET status = CASE WHEN status = 'new' THEN 'called' ELSE status END, called_at = coalesce(called_at, ${at}),
      called_by = CASE WHEN called_at IS NULL THEN ${staffId}::uuid ELSE called_by END, updated_at = now()
    WHERE id = ${id} RETURNING id`;
  return rows.length > 0;
}

/** The lead became this quote (in the quote's own transaction). Returns false when it already had one. */
export async function markLeadQuoted(tx: TransactionSql, id: string, quoteId: string): Promise<boolean> {
  const rows = await tx`UPDATE leads SET status = 'quoted', quote_id = ${quoteId}, updated_at = now() WHERE id = ${id} AND quote_id IS NULL RETURNING id`;
  return rows.length > 0;
}
