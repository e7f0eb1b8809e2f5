import { randomUUID } from 'node:crypto';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { badRequest, DomainError } from '../domain-error.ts';
import { withEvents } from '../outbox.ts';
import { textSendTime } from './quiet-hours.ts';
import { orderTextContact, textConsentOf } from './text-consents.ts';
import { queueText } from './text-messages.ts';
import { textsEnabled } from './twilio.ts';

/** Who a staff text goes to: a number (E.164), the household, and the order it is about (null from the household record). */
interface StaffTextTo { phone: string | null; customerId: string; orderId: string | null }

/**
 * Staff answer a customer by text (docs/design.md §19): only when the number agreed to texts (its own consent record, §22) and
 * has not sent STOP, within quiet hours like every text we start. Returns the queued text's id.
 */
async function queueStaffText(deps: ServiceDeps, to: StaffTextTo | null, body: string): Promise<string> {
  if (!textsEnabled(deps.env)) throw new DomainError('CONFLICT', 'Texts are off here (no Twilio settings): call or e-mail the customer.');
  const words = body.trim();
  if (!words) throw badRequest('Write the text first.', [{ path: 'body', message: 'Write the text first.' }]);
  const phone = to?.phone;
  if (!to || !phone) throw new DomainError('CONFLICT', to?.orderId === null ? 'Nobody has texted from this household yet: call or e-mail instead.' : "The order's phone is not a number we can text.");
  const { consent, optedOut } = await textConsentOf(deps.sql, phone);
  if (optedOut) throw new DomainError('CONFLICT', 'This number replied STOP: no texts until it sends START.');
  if (!consent) throw new DomainError('CONFLICT', 'This customer has not agreed to texts: call or e-mail instead.');
  const now = currentTime(deps);
  return withEvents(deps, (tx) => queueText(tx, {
    orderId: to.orderId, customerId: to.customerId, phone, body: `SD Pumpkin: ${words}`, kind: 'staff_reply', key: `staff:${randomUUID()}`, sendAfter: textSendTime(now),
  }));
}

/** From the order page: to the order's number. */
export async function sendStaffText(deps: ServiceDeps, orderId: string, body: string): Promise<string> {
  const contact = await orderTextContact(deps.sql, orderId);
  return queueStaffText(deps, contact && { phone: contact.phone, customerId: contact.customerId, orderId }, body);
}

/** From the household record (ADR 175): to the number that texted the household's conversation last (`phone`, null: none did). */
export const sendHouseholdText = (deps: ServiceDeps, customerId: string, phone: string | null, body: string): Promise<string> =>
  queueStaffText(deps, { phone, customerId, orderId: null }, body);
