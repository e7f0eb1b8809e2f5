import { addDays } from '@sdp/shared/pacific-time';
import { callListEntries, type CallListEntry } from '../db/order-messages.ts';
import type { Sql } from '../db/sql.ts';

/**
 * Who staff call on San Diego day `today`: every order whose deposit is paid and whose delivery day is tomorrow or the day after
 * (ADR 050), soonest first. The dashboard panel and the morning e-mail to staff both read this, so they never disagree.
 */
export async function callList(sql: Sql, today: string): Promise<{ from: string; to: string; entries: CallListEntry[] }> {
  return { from: addDays(today, 1), to: addDays(today, 2), entries: await callListEntries(sql, today) };
}
