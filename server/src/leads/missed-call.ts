import { sanDiegoClock } from '@sdp/shared/pacific-time';
import { currentTime, type ServiceDeps } from '../deps.ts';
import type { TransactionSql } from '../db/sql.ts';
import { withEvents } from '../outbox.ts';
import { toE164, usDigits } from '../texts/phone.ts';
import { STAFFED_FIRST_HOUR, STAFFED_LAST_HOUR, textSendTime } from '../texts/quiet-hours.ts';
import { textConsentOf } from '../texts/text-consents.ts';
import { householdOfNumber, queueText, repliesSince } from '../texts/text-messages.ts';
import { countCall, insertLead, linkCall, openLeadOf, recordRinging, recordTextBack, settleCall, type DialStatus, type MissedReason } from './lead-rows.ts';
import { CLOSED_SAY, MISSED_CALL_TEXT, MISSED_SAY } from './missed-call-words.ts';
import { dialTwiml, hangupTwiml, sayTwiml } from './twiml.ts';

/** One text back a number per this many hours, however often it rings (ADR 291): a caller ringing five times gets one. */
export const TEXT_BACK_LIMIT_HOURS = 24;
/** The text back's kind in text_messages (workers/src/messages/registry.ts: needs only that the number has not sent STOP). */
export const MISSED_CALL_KIND = 'missed_call';

export interface CallPost { sid: string; from: string; to: string }

/** Someone answers the phone 08:00-18:00 San Diego time, every day (BUSINESS.hours, the same hours texts are read: ADR 175). */
export function phoneAnsweredAt(now: Date): boolean {
  const { minutes } = sanDiegoClock(now);
  return minutes >= STAFFED_FIRST_HOUR * 60 && minutes < STAFFED_LAST_HOUR * 60;
}

/**
 * A call comes in (POST /api/voice/incoming, docs/design.md §26): within the hours someone answers, and with a phone to ring, it
 * rings the business phone and Twilio posts what became of it to `statusUrl`; otherwise the caller hears when we answer and the
 * call counts as missed at once. Idempotent on CallSid: a retried post answers the same and records nothing more.
 */
export async function callComesIn(deps: ServiceDeps, call: CallPost, statusUrl: string): Promise<string> {
  const now = currentTime(deps);
  const forwardTo = deps.env.BUSINESS_FORWARD_TO;
  if (forwardTo && phoneAnsweredAt(now)) {
    await withEvents(deps, (tx) => recordRinging(tx, { ...call, at: now }));
    return dialTwiml(forwardTo, statusUrl);
  }
  await withEvents(deps, async (tx) => {
    if (await settleCall(tx, { ...call, at: now, outcome: 'after_hours' })) await callMissed(tx, call, 'after_hours', now);
  });
  return sayTwiml(CLOSED_SAY);
}

/**
 * The business phone's call ended (POST /api/voice/status with Twilio's DialCallStatus): answered, nothing more; busy, not
 * answered, failed or hung up before, a missed call. Idempotent on CallSid.
 */
export async function dialEnded(deps: ServiceDeps, call: CallPost, status: DialStatus): Promise<string> {
  const now = currentTime(deps);
  await withEvents(deps, async (tx) => {
    if (await settleCall(tx, { ...call, at: now, outcome: status }) && status !== 'completed') await callMissed(tx, call, status, now);
  });
  return status === 'completed' ? hangupTwiml() : sayTwiml(MISSED_SAY);
}

/**
 * A missed call becomes a lead, in the call's own transaction: the number's open lead counts one more call, else a new lead; and
 * the caller is texted back once (ADR 291): not after STOP, not twice a number within TEXT_BACK_LIMIT_HOURS, and within quiet
 * hours (a call at 22:00 is texted at 08:00). A hidden number (no E.164 From) makes no lead: there is no one to call back.
 */
async function callMissed(tx: TransactionSql, call: CallPost, reason: MissedReason, now: Date): Promise<void> {
  const phone = toE164(call.from);
  if (!phone) return;
  // NOTE: the number's texts lock (repliesSince's): a call and a text from one number at once are counted one after the other.
  const textedLately = await repliesSince(tx, phone, [MISSED_CALL_KIND], new Date(now.getTime() - TEXT_BACK_LIMIT_HOURS * 3_600_000));
  const open = await openLeadOf(tx, phone);
  const leadId = open?.id ?? await insertLead(tx, { phone, at: now, reason });
  if (open) await countCall(tx, open.id, now);
  await linkCall(tx, call.sid, leadId);
  if (textedLately > 0) return recordTextBack(tx, leadId, { noText: `texted in the last ${TEXT_BACK_LIMIT_HOURS} hours` });
  if ((await textConsentOf(tx, phone)).optedOut) return recordTextBack(tx, leadId, { noText: 'replied STOP' });
  const textId = await queueText(tx, {
    orderId: null, customerId: await householdOfNumber(tx, usDigits(phone)), phone, kind: MISSED_CALL_KIND, key: `missed-call:${call.sid}`,
    body: reason === 'after_hours' ? MISSED_CALL_TEXT.after_hours : MISSED_CALL_TEXT.missed, sendAfter: textSendTime(now),
  });
  await recordTextBack(tx, leadId, { textId });
}
