import { withEvents } from '@sdp/server/outbox';
import { toE164 } from '@sdp/server/texts/phone';
import { textSendTime } from '@sdp/server/texts/quiet-hours';
import { STOP } from '@sdp/server/texts/reply-words';
import { isOptedOut, orderTextContact, queueText } from '@sdp/server/texts/text-messages';
import { textsEnabled } from '@sdp/server/texts/twilio';
import { weatherCareFacts } from '../compose-weather-email.ts';
import { weatherCareText } from '../emails/weather-care-email.ts';
import type { TextInsteadDeps } from './text-instead.ts';

/**
 * The care tip goes as a text (ADR 130) to a household that agreed to texts and has not sent STOP, once per event
 * (`${eventId}:weather_care`), within quiet hours; null: the e-mail goes instead. A text that fails falls back to the e-mail
 * (text.failed carries the care id).
 */
export async function textWeatherCare(deps: TextInsteadDeps, eventId: string, careId: string): Promise<string | null> {
  if (!textsEnabled(deps.env)) return null;
  const care = await weatherCareFacts(deps.sql, careId);
  if (!care) return null;
  const contact = await orderTextContact(deps.sql, care.orderId);
  const phone = toE164(contact?.rawPhone);
  if (!contact?.consent || !phone || (await isOptedOut(deps.sql, phone))) return null;
  const now = deps.now();
  return withEvents({ sql: deps.sql, redis: deps.redis ?? null, env: deps.env }, (tx) => queueText(tx, {
    orderId: care.orderId, customerId: contact.customerId, phone, kind: 'weather_care', key: `${eventId}:weather_care`,
    body: weatherCareText(care.facts, STOP), sendAfter: textSendTime(now),
  }));
}
