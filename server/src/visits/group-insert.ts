import { insertSiteEvents, type SiteEventRow } from '../db/site-events.ts';
import type { Sql } from '../db/sql.ts';

// NOTE: group commit (ADR 122). Each request still answers only once its event is stored, but the events that arrive while an
// INSERT is running go together in the next one: a busy minute costs a few statements and commits, not one per page view. No
// timer: a lone event is written at once.
const MAX_ROWS = 500;

interface Waiting { row: SiteEventRow; done: (err?: unknown) => void }
const queues = new WeakMap<Sql, { waiting: Waiting[]; writing: boolean }>();

async function drain(sql: Sql, queue: { waiting: Waiting[]; writing: boolean }) {
  queue.writing = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MAX_ROWS);
    try {
      await insertSiteEvents(sql, batch.map((w) => w.row));
      batch.forEach((w) => w.done());
    } catch (err) {
      batch.forEach((w) => w.done(err));
    }
  }
  queue.writing = false;
}

/** Store one event, in the same INSERT as the others waiting; resolves once it is committed, rejects if its INSERT failed. */
export function storeSiteEvent(sql: Sql, row: SiteEventRow): Promise<void> {
  let queue = queues.get(sql);
  if (!queue) queues.set(sql, (queue = { waiting: [], writing: false }));
  const stored = new Promise<void>((resolve, reject) => queue.waiting.push({ row, done: (err) => (err === undefined ? resolve() : reject(err)) }));
  if (!queue.writing) void drain(sql, queue);
  return stored;
}
