import { OUTBOX_NUDGE_CHANNEL, type OutboxEventType, type OutboxPayloads } from '@sdp/shared';
import type { Redis } from 'ioredis';
import type postgres from 'postgres';
import type { Sql, TransactionSql } from './db/sql.ts';
import { currentTraceParent } from './tracing/tracing.ts';

/** What emitting events needs: the database, and Redis to wake the relay once they are committed. */
export interface OutboxDeps {
  sql: Sql;
  /** Null where nothing should be woken (tests that drain the relay themselves); the relay's sweep still finds the events. */
  redis: Redis | null;
  env: { REDIS_PREFIX: string };
}

/** Transactions in which recordEvents wrote an event: withEvents wakes the relay after committing one of them. */
const emitted = new WeakSet<TransactionSql>();

/**
 * THE way to emit outbox events (docs/design.md §6 and §17, ADR 095): `work` runs in one transaction in which recordEvent writes
 * each event beside the change it announces, and after the commit the relay is woken when any was written. A rollback emits
 * nothing and wakes nobody.
 */
export async function withEvents<T>(deps: OutboxDeps, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  let opened: TransactionSql | undefined;
  let result!: T;
  await deps.sql.begin(async (tx) => {
    opened = tx;
    result = await work(tx);
  });
  if (opened && emitted.has(opened)) nudgeRelay(deps.redis, deps.env.REDIS_PREFIX);
  return result;
}

/**
 * Write events of one type inside the caller's transaction, in one statement however many (docs/design.md §6); returns their
 * ids in order. Inside withEvents the relay is woken after the commit. Each event keeps the trace it was emitted in (its W3C
 * traceparent, null with tracing off), which the relay and the jobs continue (docs/design.md §25, ADR 260).
 */
export async function recordEvents<T extends OutboxEventType>(tx: TransactionSql, type: T, payloads: OutboxPayloads[T][]): Promise<string[]> {
  if (payloads.length === 0) return [];
  const rows = await tx<{ id: string }[]>`
    INSERT INTO outbox_events (type, payload, trace_parent)
    SELECT ${type}, p.payload, ${currentTraceParent()} FROM jsonb_array_elements(${tx.json(payloads as never)}) WITH ORDINALITY AS p(payload, n) ORDER BY p.n
    RETURNING id`;
  emitted.add(tx);
  return rows.map((row) => row.id);
}

/** Write one event inside the caller's transaction (see recordEvents); returns its id. */
export async function recordEvent<T extends OutboxEventType>(tx: TransactionSql, type: T, payload: OutboxPayloads[T]): Promise<string> {
  const [id] = await recordEvents(tx, type, [payload]);
  return id!;
}

/**
 * Insert rows and the events that announce them in ONE statement, for the hottest public writes (issue 36 item 27, ADR 198):
 * `insert` is an `INSERT ... RETURNING` fragment whose rows carry an `id`, and each row's event payload is `{ [idField]: id }`.
 * Returns the inserted rows. Inside withEvents the relay is woken after the commit, and each event keeps its trace, as for
 * recordEvents.
 */
export async function insertAnnounced<Row extends { id: string }, T extends OutboxEventType>(
  tx: TransactionSql, insert: postgres.PendingQuery<Row[]>, type: T, idField: keyof OutboxPayloads[T] & string,
): Promise<Row[]> {
  const rows = await tx<Row[]>`
    WITH inserted AS (${insert}),
      announced AS (INSERT INTO outbox_events (type, payload, trace_parent)
        SELECT ${type}, jsonb_build_object(${idField}::text, inserted.id), ${currentTraceParent()} FROM inserted)
    SELECT * FROM inserted`;
  emitted.add(tx);
  return [...rows];
}

/** Wake the relay. Best effort: a lost nudge is covered by the relay's sweep. Only withEvents calls it, after its commit. */
function nudgeRelay(redis: Redis | null, prefix: string): void {
  if (!redis || redis.status !== 'ready') return;
  redis.publish(`${prefix}:${OUTBOX_NUDGE_CHANNEL}`, '1').catch(() => {});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Wait until the relay's transaction that claimed outbox event `eventId` has ended (ADR 319). The relay records a text and adds
 * its send job in one transaction, the job before the commit (a failed add rolls the text back), so a worker quicker than that
 * commit finds no text yet. The relay holds the event's row (FOR UPDATE) until then: a share lock on it waits for exactly that, at
 * most `lockTimeoutMs` (then the job's attempt fails and is retried). An event not held answers at once.
 */
export async function afterEventClaimEnds(sql: Sql, eventId: string, lockTimeoutMs = 10_000): Promise<void> {
  if (!UUID.test(eventId)) return;
  await sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`);
    await tx`SELECT 1 FROM outbox_events WHERE id = ${eventId} FOR KEY SHARE`;
  });
}
