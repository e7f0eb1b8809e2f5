import { OUTBOX_NUDGE_CHANNEL, type OutboxEventType, type OutboxPayloads } from '@sdp/shared';
import type { Redis } from 'ioredis';
import type { Sql, TransactionSql } from './db/sql.ts';

/** Write an outbox event inside the caller's transaction (docs/design.md §6); returns its id. */
export async function recordEvent<T extends OutboxEventType>(tx: TransactionSql | Sql, type: T, payload: OutboxPayloads[T]): Promise<string> {
  const [row] = await tx<{ id: string }[]>`INSERT INTO outbox_events (type, payload) VALUES (${type}, ${tx.json(payload as never)}) RETURNING id`;
  return row!.id;
}

/** Wake the relay after commit. Best effort: a lost nudge is covered by the relay's sweep. */
export function nudgeRelay(redis: Redis | null, prefix: string): void {
  if (!redis || redis.status !== 'ready') return;
  redis.publish(`${prefix}:${OUTBOX_NUDGE_CHANNEL}`, '1').catch(() => {});
}
