import type { Sql, TransactionSql } from '../db/sql.ts';

// The owner of on_my_way_notices (docs/design.md §17, §20; ADR 133): every statement on it is here. One row per order per San
// Diego day: the tap on the run sheet, the window the server worked out, and whether it went as a text or an e-mail.

export interface OnMyWayNotice {
  id: string;
  orderId: string;
  day: string;
  crew: number;
  windowFrom: string;
  windowTo: string;
  channel: 'text' | 'email';
  reason: string | null;
  textId: string | null;
  sentBy: string | null;
  createdAt: Date;
}

interface NoticeRow { id: string; order_id: string; day: string; crew: number; window_from: string; window_to: string; channel: 'text' | 'email'; reason: string | null; text_id: string | null; sent_by: string | null; created_at: Date }

const fromRow = (r: NoticeRow): OnMyWayNotice => ({
  id: r.id, orderId: r.order_id, day: r.day, crew: r.crew, windowFrom: r.window_from, windowTo: r.window_to, channel: r.channel,
  reason: r.reason, textId: r.text_id, sentBy: r.sent_by, createdAt: r.created_at,
});

const COLUMNS = (sql: Sql | TransactionSql) => sql`id, order_id, day::text AS day, crew, window_from, window_to, channel, reason, text_id, sent_by, created_at`;

/** Where the order stands for "On my way": its status and crew day, or null when there is no such order. */
export async function orderOnCrewDay(sql: Sql | TransactionSql, orderId: string): Promise<{ status: string; crew: number | null; crewDay: string | null } | null> {
  const [row] = await sql<{ status: string; crew: number | null; crew_day: string | null }[]>`
    SELECT status, crew, crew_day::text AS crew_day FROM orders WHERE id = ${orderId}`;
  return row ? { status: row.status, crew: row.crew, crewDay: row.crew_day } : null;
}

/** The notice this order already had on this day, if any. */
export async function onMyWayNoticeOn(sql: Sql | TransactionSql, orderId: string, day: string): Promise<OnMyWayNotice | null> {
  const [row] = await sql<NoticeRow[]>`SELECT ${COLUMNS(sql)} FROM on_my_way_notices WHERE order_id = ${orderId} AND day = ${day}`;
  return row ? fromRow(row) : null;
}

/** The order's newest notice (the e-mail that stands for a failed text reads its window here). */
export const latestOnMyWayNotice = async (sql: Sql | TransactionSql, orderId: string): Promise<OnMyWayNotice | null> => {
  const [row] = await sql<NoticeRow[]>`SELECT ${COLUMNS(sql)} FROM on_my_way_notices WHERE order_id = ${orderId} ORDER BY created_at DESC, id DESC LIMIT 1`;
  return row ? fromRow(row) : null;
};

/**
 * Record the day's notice once: null when this order already had one today (a second tap, or two at once: the unique key decides).
 */
export async function insertOnMyWayNotice(
  tx: TransactionSql,
  n: { orderId: string; day: string; crew: number; windowFrom: string; windowTo: string; channel: 'text' | 'email'; reason: string | null; sentBy: string | null },
): Promise<OnMyWayNotice | null> {
  const [row] = await tx<NoticeRow[]>`
    INSERT INTO on_my_way_notices (order_id, day, crew, window_from, window_to, channel, reason, sent_by)
    VALUES (${n.orderId}, ${n.day}, ${n.crew}, ${n.windowFrom}, ${n.windowTo}, ${n.channel}, ${n.reason}, ${n.sentBy})
    ON CONFLICT (order_id, day) DO NOTHING RETURNING ${COLUMNS(tx)}`;
  return row ? fromRow(row) : null;
}

export async function attachOnMyWayText(tx: TransactionSql, noticeId: string, textId: string): Promise<void> {
  await tx`UPDATE on_my_way_notices SET text_id = ${textId} WHERE id = ${noticeId}`;
}

/** The notices of a crew's day, by order: the run sheet shows "Sent 9:02" on each stop that had one. */
export async function onMyWayNoticesOn(sql: Sql, day: string, crew: number): Promise<Map<string, OnMyWayNotice>> {
  const rows = await sql<NoticeRow[]>`SELECT ${COLUMNS(sql)} FROM on_my_way_notices WHERE day = ${day} AND crew = ${crew}`;
  return new Map(rows.map((r) => [r.order_id, fromRow(r)]));
}
