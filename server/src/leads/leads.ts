import type { QuoteRequest } from '@sdp/shared';
import type { Lead, LeadsResponse } from '@sdp/shared/wire-leads';
import { currentTime, type ServiceDeps } from '../deps.ts';
import type { Sql } from '../db/sql.ts';
import { conflict, notFound } from '../domain-error.ts';
import { isUuid } from '@sdp/shared/uuid';
import { createQuote } from '../quotes/create-quote.ts';
import { leadById, leadReplies, markLeadCalled, markLeadQuoted, recentLeads, type LeadReplyRow, type LeadRow } from './lead-rows.ts';

/** How many leads /leads lists, newest call first. */
const LEADS_SHOWN = 200;

const wireLead = (row: LeadRow, replies: LeadReplyRow[]): Lead => ({
  id: row.id, phone: row.phone, at: row.at.toISOString(), lastCallAt: row.last_call_at.toISOString(), calls: row.calls, reason: row.reason,
  status: row.status, ...(row.texted_at ? { textedAt: row.texted_at.toISOString() } : {}), textStatus: row.text_status,
  // NOTE: held for quiet hours: it goes later than the call that queued it.
  textSendsAt: row.text_status === 'waiting' && row.text_send_after && row.text_send_after > row.at ? row.text_send_after.toISOString() : null,
  noTextReason: row.no_text_reason, calledAt: row.called_at?.toISOString() ?? null, calledBy: row.called_by_name, quoteId: row.quote_id,
  replies: replies.filter((r) => r.lead_id === row.id).map((r) => ({ id: r.id, body: r.body, at: r.created_at.toISOString() })),
});

/** GET /api/admin/leads: the missed calls to follow up, newest call first, each with the caller's texts since. */
export async function listLeads(sql: Sql): Promise<LeadsResponse> {
  const rows = await recentLeads(sql, LEADS_SHOWN);
  const replies = await leadReplies(sql, rows.map((r) => r.id));
  return { leads: rows.map((row) => wireLead(row, replies)) };
}

/** One lead as /leads shows it; 404 for none. */
export async function leadView(sql: Sql, id: string): Promise<Lead> {
  const row = isUuid(id) ? await leadById(sql, id) : null;
  if (!row) throw notFound('Lead not found');
  return wireLead(row, await leadReplies(sql, [row.id]));
}

/** "Call back": staff rang the caller; recorded once, with who. */
export async function leadCalled(deps: ServiceDeps, id: string, staffId: string | null): Promise<Lead> {
  if (!isUuid(id) || !(await markLeadCalled(deps.sql, id, staffId, currentTime(deps)))) throw notFound('Lead not found');
  return leadView(deps.sql, id);
}

/**
 * "Turn into a quote" (ADR 292): the quote request the caller would have made, through the one quote factory (its confirmation
 * e-mail, the pipeline, the CRM), with the lead marked quoted in the same transaction. Staff never tick text consent for a caller:
 * the caller's consent is theirs to give (docs/design.md §22). A lead already quoted is refused (409), naming nothing twice.
 */
export async function leadToQuote(deps: ServiceDeps, id: string, input: Omit<QuoteRequest, 'textConsent'>): Promise<{ quoteId: string; lead: Lead }> {
  const lead = isUuid(id) ? await leadById(deps.sql, id) : null;
  if (!lead) throw notFound('Lead not found');
  if (lead.quote_id) throw conflict('This lead is a quote already: open it on the Pipeline.');
  const { id: quoteId } = await createQuote(deps, { ...input, customerPhone: input.customerPhone || lead.phone, textConsent: false }, async (tx, newQuoteId) => {
    if (!(await markLeadQuoted(tx, lead.id, newQuoteId))) throw conflict('This lead is a quote already: open it on the Pipeline.');
  });
  return { quoteId, lead: await leadView(deps.sql, lead.id) };
}
