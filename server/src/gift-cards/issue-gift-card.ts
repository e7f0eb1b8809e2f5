import { sanDiegoDate } from '@sdp/shared/pacific-time';
import { activateCard, claimCardsToSend, expireUnpaidCard, findCard, recordIssued } from '../db/gift-cards.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import type { Logger } from '../logger.ts';
import { recordEvent, recordEvents, withEvents, type OutboxDeps } from '../outbox.ts';
import { newGiftCardCode } from './gift-card-code.ts';

/** What a gift card's Checkout Session event says: paid (with what Stripe took), or expired unpaid. */
export interface GiftCardSessionOutcome {
  giftCardId: string;
  kind: 'paid' | 'expired';
  paymentIntentId: string | null;
  amountCents: number | null;
}

/** Queue the e-mail of every issued card whose day has come (San Diego `today`), each once: the card's own send claims it. */
export async function sendDueGiftCards(tx: TransactionSql, today: string): Promise<number> {
  const ids = await claimCardsToSend(tx, today);
  await recordEvents(tx, 'gift_card.send', ids.map((giftCardId) => ({ giftCardId })));
  return ids.length;
}

/** The scheduled task: the cards to be e-mailed today by the controllable clock (workers/src/start-workers.ts). */
export const sendGiftCardsDueNow = (deps: OutboxDeps, now: Date): Promise<number> => withEvents(deps, (tx) => sendDueGiftCards(tx, sanDiegoDate(now)));

/**
 * Apply a gift card's Checkout Session event (the signed webhook, docs/design.md §27): the event id is stored in the same
 * transaction, so a redelivery changes nothing; a paid session issues its card once (its code drawn now), and the card's e-mail
 * goes today or waits for its day. A session paid for another amount than the card's never issues it (logged for staff).
 */
export async function applyGiftCardSession(
  deps: OutboxDeps & { sql: Sql; logger: Logger; now?: () => Date },
  outcome: GiftCardSessionOutcome,
  event: { id: string; type: string; objectId: string | null },
): Promise<'duplicate' | 'no-card' | 'changed' | 'unchanged'> {
  return withEvents(deps, async (tx) => {
    const inserted = await tx`
      INSERT INTO stripe_events (id, type, object_id, processed_at) VALUES (${event.id}, ${event.type}, ${event.objectId}, now())
      ON CONFLICT (id) DO NOTHING RETURNING id`;
    if (inserted.length === 0) return 'duplicate';
    const card = await findCard(tx, outcome.giftCardId, { lock: true });
    if (!card) return 'no-card';
    if (outcome.kind === 'expired') {
      await expireUnpaidCard(tx, card.id);
      return 'changed';
    }
    if (outcome.amountCents !== card.amount_cents) {
      deps.logger.error('gift card session paid another amount than the card; not issued', { giftCardId: card.id, paid: outcome.amountCents });
      return 'unchanged';
    }
    if (!(await activateCard(tx, card.id, newGiftCardCode(), outcome.paymentIntentId))) return 'unchanged';
    await recordIssued(tx, card.id, card.amount_cents);
    await recordEvent(tx, 'gift_card.issued', { giftCardId: card.id });
    await sendDueGiftCards(tx, sanDiegoDate(deps.now?.() ?? new Date()));
    return 'changed';
  });
}
