import { addDays, calendarDayInWords, sanDiegoMidnight } from '@sdp/shared/pacific-time';
import type { OrderRow } from '../db/rows.ts';

/** A porch can be marked delivered from this many days before its delivery week (crews set up the weekend before). */
export const DELIVER_DAYS_BEFORE_WEEK = 2;

/**
 * Why the order cannot be marked delivered at `now`, in staff's words, or null when it can (docs/design.md §16, ADR 072): from 00:00
 * San Diego time two days before the delivery week, never earlier, so a slip of the finger cannot charge a balance a season early.
 */
export function deliverRefusal(order: Pick<OrderRow, 'delivery_date'>, now: Date): string | null {
  const from = addDays(order.delivery_date, -DELIVER_DAYS_BEFORE_WEEK);
  if (now >= sanDiegoMidnight(from)) return null;
  const week = calendarDayInWords(order.delivery_date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return `This order's delivery week begins ${week}; it can be marked delivered from ${calendarDayInWords(from, { month: 'long', day: 'numeric' })}.`;
}
