import type { Sql, TransactionSql } from '../db/sql.ts';

// Move a day (docs/design.md §26, ADR 285-287): the one module that reads and writes `crew_day_moves` and `crew_day_move_stops`,
// the record of each move, the orders it took along (where each was, and the window its customer was told), and its undo.

/** How long staff may undo a move (docs/design.md §26). */
export const UNDO_MINUTES = 10;

export interface MoveRecord {
  from: string;
  to: string;
  crew: number | null;
  reason: string;
  by: { id: string | null; name: string };
  at: Date;
}

export interface MovedStop {
  orderId: string;
  crew: number;
  fromWeek: string;
  toWeek: string;
  window: { from: string; to: string } | null;
}

/** Write a move and its stops (in the move's transaction); its id. */
export async function recordMove(tx: TransactionSql, move: MoveRecord, stops: MovedStop[]): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO crew_day_moves (from_day, to_day, crew, reason, moved_by, moved_by_name, moved_at)
    VALUES (${move.from}, ${move.to}, ${move.crew}, ${move.reason}, ${move.by.id}, ${move.by.name}, ${move.at})
    RETURNING id`;
  await tx`
    INSERT INTO crew_day_move_stops (move_id, order_id, crew, from_week, to_week, window_from, window_to)
    SELECT ${row!.id}, * FROM unnest(${stops.map((s) => s.orderId)}::uuid[], ${stops.map((s) => s.crew)}::int[],
      ${stops.map((s) => s.fromWeek)}::date[], ${stops.map((s) => s.toWeek)}::date[],
      ${stops.map((s) => s.window?.from ?? null)}::text[], ${stops.map((s) => s.window?.to ?? null)}::text[])`;
  return row!.id;
}

export interface MoveRow {
  id: string;
  from_day: string;
  to_day: string;
  crew: number | null;
  reason: string;
  moved_at: Date;
  undone_at: Date | null;
}

/** A move and its stops, the move's row locked FOR UPDATE (one undo at a time); undefined when there is no such move. */
export async function lockMove(tx: TransactionSql, id: string): Promise<{ move: MoveRow; stops: MovedStop[] } | undefined> {
  const [move] = await tx<MoveRow[]>`
    SELECT id, from_day::text AS from_day, to_day::text AS to_day, crew, reason, moved_at, undone_at FROM crew_day_moves WHERE id = ${id} FOR UPDATE`;
  if (!move) return undefined;
  const stops = await tx<{ order_id: string; crew: number; from_week: string; to_week: string }[]>`
    SELECT order_id, crew, from_week::text AS from_week, to_week::text AS to_week FROM crew_day_move_stops WHERE move_id = ${id} ORDER BY order_id`;
  return { move, stops: stops.map((s) => ({ orderId: s.order_id, crew: s.crew, fromWeek: s.from_week, toWeek: s.to_week, window: null })) };
}

/** Mark a move undone (in the undo's transaction). */
export async function markMoveUndone(tx: TransactionSql, id: string, at: Date, byName: string): Promise<void> {
  await tx`UPDATE crew_day_moves SET undone_at = ${at}, undone_by_name = ${byName} WHERE id = ${id}`;
}

/** What a customer is told about one order's move (the messages read it when they go). */
export interface OrderMoveFacts {
  moveId: string;
  fromDay: string;
  toDay: string;
  reason: string;
  window: { from: string; to: string } | null;
  undone: boolean;
}

/**
 * The latest move that took this order, or null. The messages read the latest (ADR 286): a customer is told where the order
 * stands now, and the news of a move already undone no longer goes.
 */
export async function latestOrderMove(sql: Sql, orderId: string): Promise<OrderMoveFacts | null> {
  const [row] = await sql<{ id: string; from_day: string; to_day: string; reason: string; window_from: string | null; window_to: string | null; undone_at: Date | null }[]>`
    SELECT m.id, m.from_day::text AS from_day, m.to_day::text AS to_day, m.reason, s.window_from, s.window_to, m.undone_at
    FROM crew_day_move_stops s JOIN crew_day_moves m ON m.id = s.move_id WHERE s.order_id = ${orderId}
    ORDER BY m.moved_at DESC, m.id DESC LIMIT 1`;
  if (!row) return null;
  return {
    moveId: row.id, fromDay: row.from_day, toDay: row.to_day, reason: row.reason,
    window: row.window_from && row.window_to ? { from: row.window_from, to: row.window_to } : null,
    undone: row.undone_at !== null,
  };
}
