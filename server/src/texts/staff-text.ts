import { randomUUID } from 'node:crypto';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { badRequest, DomainError } from '../domain-error.ts';
import { withEvents } from '../outbox.ts';
import { textSendTime } from './quiet-hours.ts';
import { orderTextContact } from './text-consents.ts';
import { queueText } from './text-messages.ts';
import { textsEnabled } from './twilio.ts';

/**
 * Staff answer a customer by text from the order page (docs/design.md §19): only to the order's number, when that number agreed to
 * texts (its own consent record, §22) and has not sent STOP, within quiet hours like every text we start. Returns the queued text's id.
 */
export async function sendStaffText(deps: ServiceDeps, orderId: string, body: string): Promise<string> {
  if (!textsEnabled(deps.env)) throw new DomainError('CONFLICT', 'Texts are off here (no Twilio settings): call or e-mail the customer.');
  const words = body.trim();
  if (!words) throw badRequest('Write the text first.', [{ path: 'body', message: 'Write the text first.' }]);
  const contact = await orderTextContact(deps.sql, orderId);
  const phone = contact?.phone;
  if (!contact || !phone) throw new DomainError('CONFLICT', "The order's phone is not a number we can text.");
  if (contact.optedOut) throw new DomainError('CONFLICT', 'This number replied STOP: no texts until it sends START.');
  if (!contact.consent) throw new DomainError('CONFLICT', 'This customer has not agreed to texts: call or e-mail instead.');
  const now = currentTime(deps);
  return withEvents(deps, (tx) => queueText(tx, {
    orderId, customerId: contact.customerId, phone, body: `SD Pumpkin: ${words}`, kind: 'staff_reply', key: `staff:${randomUUID()}`, sendAfter: textSendTime(now),
  }));
}
