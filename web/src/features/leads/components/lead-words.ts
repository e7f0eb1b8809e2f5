import { pacificWallTime } from '@sdp/shared/pacific-time';
import type { Lead, LeadReason } from '@sdp/shared/wire-leads';

/** Why the call was missed, in the office's words. */
export const REASON_WORDS: Record<LeadReason, string> = {
  busy: 'Line busy',
  'no-answer': 'Not answered',
  failed: 'Did not connect',
  canceled: 'Hung up while ringing',
  after_hours: 'After hours',
};

/** What became of the text back, in a few words ("Texted Oct 14, 10:00 AM", "Text goes at 8:00 AM", "No text: replied STOP"). */
export function textWords(lead: Lead): { words: string; tone: 'good' | 'waiting' | 'bad' | 'neutral' } {
  if (lead.noTextReason) return { words: `No text: ${lead.noTextReason}`, tone: 'neutral' };
  if (lead.textSendsAt) return { words: `Text goes ${pacificWallTime(lead.textSendsAt)} (quiet hours)`, tone: 'waiting' };
  if (lead.textStatus === 'failed' || lead.textStatus === 'undelivered' || lead.textStatus === 'cancelled') return { words: 'Text did not arrive', tone: 'bad' };
  if (lead.textedAt) return { words: `Texted ${pacificWallTime(lead.textedAt)}`, tone: 'good' };
  if (lead.textStatus) return { words: 'Texting now', tone: 'waiting' };
  return { words: 'No text', tone: 'neutral' };
}
