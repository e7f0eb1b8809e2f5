// Missed calls as leads (docs/design.md §26): GET /api/admin/leads and the staff actions on one. Imported only by staff routes.

export type LeadStatus = 'new' | 'called' | 'quoted';
/** Why the call was missed: Twilio's DialCallStatus (busy, no-answer, failed, canceled), or after_hours (nobody answers then). */
export type LeadReason = 'busy' | 'no-answer' | 'failed' | 'canceled' | 'after_hours';

/** A text the caller sent us since the call (the lead's number, until its next lead). */
export interface LeadReply { id: string; body: string; at: string }

export interface Lead {
  id: string;
  /** The caller's number, E.164. */
  phone: string;
  /** The first missed call. */
  at: string;
  lastCallAt: string;
  /** Missed calls on this lead (one lead per number until it is called back or quoted). */
  calls: number;
  reason: LeadReason;
  status: LeadStatus;
  /** When Twilio took the text back; absent while it waits (quiet hours) or when none went. */
  textedAt?: string;
  /** The text back's status (waiting, queued, sent, delivered, failed…), null when none was queued. */
  textStatus: string | null;
  /** While it waits for 08:00 (quiet hours): when it goes. */
  textSendsAt: string | null;
  /** Why no text went: "replied STOP", "texted in the last 24 hours". */
  noTextReason: string | null;
  calledAt: string | null;
  calledBy: string | null;
  /** The custom quote it became ("Turn into a quote"). */
  quoteId: string | null;
  replies: LeadReply[];
}

export interface LeadsResponse { leads: Lead[] }
export interface LeadQuoteResponse { quoteId: string; lead: Lead }
