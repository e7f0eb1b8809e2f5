import type { CustomQuote } from '@sdp/shared';
import type { QuoteDetails } from '@sdp/shared/schemas/quote-pipeline';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { Sql } from '@sdp/server/db/sql';
import { ApiError, notFound } from '../../lib/errors.ts';
import { sanDiegoDate as seasonToday } from '@sdp/shared';
import { quoteIdsDue, updateQuoteDetails } from '@sdp/server/db/quote-pipeline';
import { quoteList } from '@sdp/server/db/quotes';

/** PATCH /api/custom-quotes/:id: amount, notes, follow-up date and owner; a field left out stays, null clears it (ADR 035). */
export async function saveQuoteDetails(sql: Sql, id: string, input: QuoteDetails): Promise<CustomQuote> {
  if (!isUuid(id)) throw notFound('Quote not found');
  if (input.ownerId) {
    const [owner] = await sql`SELECT 1 FROM staff_users WHERE id = ${input.ownerId} AND active`;
    if (!owner) throw new ApiError('UNPROCESSABLE', 'Choose the owner from the staff list', { issues: [{ path: 'ownerId', message: 'Choose the owner from the staff list' }] });
  }
  if (!(await updateQuoteDetails(sql, id, input))) throw notFound('Quote not found');
  return (await quoteList(sql, id))[0]!;
}

/** GET /api/custom-quotes/due: open quotes whose follow-up date is today or past, in San Diego's calendar (oldest first). */
export async function dueQuotes(sql: Sql, now: Date): Promise<{ today: string; quotes: CustomQuote[] }> {
  const today = seasonToday(now);
  const ids = await quoteIdsDue(sql, today);
  const all = await quoteList(sql);
  const byId = new Map(all.map((q) => [q.id, q]));
  return { today, quotes: ids.map((id) => byId.get(id)!).filter(Boolean) };
}

/** GET /api/staff-users: who can own a quote (active staff, by name). */
export async function quoteOwners(sql: Sql): Promise<{ id: string; name: string }[]> {
  return sql<{ id: string; name: string }[]>`SELECT id, name FROM staff_users WHERE active ORDER BY name, id`;
}
