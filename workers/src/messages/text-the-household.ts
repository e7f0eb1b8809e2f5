import type { Env } from '@sdp/server/env';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { textSendTime } from '@sdp/server/texts/quiet-hours';
import { orderTextContact } from '@sdp/server/texts/text-consents';
import { recordText } from '@sdp/server/texts/text-messages';
import { textsEnabled } from '@sdp/server/texts/twilio';
import type { PlannedJob } from '../relay-plan.ts';
import { MESSAGES, textOf } from './registry.ts';
import type { OrderText } from './text-words.ts';

/** What the relay decides with: its claiming transaction, the settings, and the business clock (quiet hours). */
export interface TextChoiceDeps { tx: TransactionSql; env: Env; now: Date }

/**
 * The relay's one decision between e-mail and text (docs/design.md §19, §23), for the e-mail jobs it just planned whose kind has
 * a text in the registry: texts are on, the words apply (the message is still due), the order's phone is a real number whose own
 * consent record says yes and which has not sent STOP, and, for words with a link, links may go to it (ADR 161). Then the text is
 * recorded once per key (`${eventId}:${kind}`, quiet hours in send_after) in the relay's transaction, and its id returned under
 * that key: `routeMessages` (relay-plan.ts) plans its send job instead of, or beside, the e-mail. A staff resend and a text's
 * fallback (job names other than the kind) are e-mails by definition and are not asked about.
 */
export async function chooseTexts(deps: TextChoiceDeps, jobs: PlannedJob[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (!textsEnabled(deps.env)) return texts;
  // NOTE: the words read through the claiming transaction (one connection): a transaction reads as the pool does.
  const read = { sql: deps.tx as unknown as Sql, env: deps.env, now: deps.now };
  for (const job of jobs) {
    if (job.queue !== 'email' || job.name !== job.data.kind) continue;
    const words = textOf(MESSAGES[job.data.kind])?.words;
    if (!words) continue;
    const key = `${job.data.eventId}:${job.data.kind}`;
    const textId = await textTheHousehold(deps, key, job.data.kind, await words(read, job.data.subject.id));
    if (textId) texts.set(key, textId);
  }
  return texts;
}

/** Record `text` for its order's household when it may be texted; null: it may not (the e-mail goes). */
async function textTheHousehold(deps: TextChoiceDeps, key: string, kind: string, text: OrderText | null): Promise<string | null> {
  if (!text) return null;
  const contact = await orderTextContact(deps.tx, text.orderId);
  const phone = contact?.phone;
  if (!contact?.consent || contact.optedOut || !phone) return null;
  const { body, link } = typeof text.body === 'string' ? { body: text.body, link: null } : text.body;
  if (link && !contact.linksAllowed) return null;
  const { id } = await recordText(deps.tx, {
    orderId: text.orderId, customerId: contact.customerId, phone, body, link, kind, key, sendAfter: textSendTime(deps.now),
  });
  return id;
}
