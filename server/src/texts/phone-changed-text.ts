import type { Env } from '../env.ts';
import type { TransactionSql } from '../db/sql.ts';
import { toE164 } from './phone.ts';
import { textSendTime } from './quiet-hours.ts';
import { REPLY_WORDS } from './reply-words.ts';
import { textConsentOf } from './text-consents.ts';
import { queueText } from './text-messages.ts';
import { textsEnabled } from './twilio.ts';

/**
 * The customer changed the order's phone on /my-order (docs/design.md §22, ADR 161): the number it had before is told, by text when
 * that number agreed to texts and has not sent STOP (the e-mail goes to the order's address whatever happens: relay-plan.ts).
 * Queued in the change's transaction, once per change (`${eventId}:phone_changed`), within quiet hours. Returns the text's id or null.
 */
export async function textPreviousPhone(
  tx: TransactionSql, env: Env, change: { eventId: string; orderId: string; customerId: string; previousPhone: string; at: Date },
): Promise<string | null> {
  const phone = toE164(change.previousPhone);
  if (!textsEnabled(env) || !phone) return null;
  const { consent, optedOut } = await textConsentOf(tx, phone);
  if (!consent || optedOut) return null;
  return queueText(tx, {
    orderId: change.orderId, customerId: change.customerId, phone, body: REPLY_WORDS.phone_changed, kind: 'phone_changed',
    key: `${change.eventId}:phone_changed`, sendAfter: textSendTime(change.at),
  });
}
