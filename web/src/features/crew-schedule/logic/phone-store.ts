import { del, get, set } from 'idb-keyval';
import { hydrate, type DehydratedState, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import { isSigningOut, keptStore as store, OUTBOX_KEY as OUTBOX, SHEETS_KEY as SHEETS } from '../../../lib/kept-on-phone.ts';

/**
 * What the crew's phone keeps of the run sheet (docs/design.md §20, ADR 145), in IndexedDB: the run sheets opened and who is signed
 * in (the staff frame asks before it shows anything), under the build's id and for a day; and, apart, the actions waiting to
 * send (the outbox). The outbox outlives a new build: a deploy while the truck is out of signal must not lose a "Delivered".
 */

/** How long a kept run sheet may open without signal: a day (yesterday's sheet is no use at today's porches). */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** The outbox's shape: raise it when an action's variables change shape, and older queued actions are dropped, not misread. */
const OUTBOX_VERSION = 1;
/** The build's id (vite.config.ts): a kept run sheet from another build may not match this code's idea of its shape. */
const BUILD = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** The queries the run sheet needs without signal; nothing else a staff screen reads is kept on the phone. */
const KEPT_QUERIES = new Set(['run-sheet', 'auth']);
/** The key every queued run-sheet action starts with (api/run-sheet-actions.ts). */
export const ACTION_KEY = 'run-sheet-action';

const keptQuery = (query: Query) => KEPT_QUERIES.has(String(query.queryKey[0])) && query.queryKey[1] !== 'session' && query.state.status === 'success';
// NOTE: a pending action is kept whether or not it is paused: one in flight when the page went away is sent again on the next open,
// which is safe because every action is idempotent on the server (ADR 146).
const keptAction = (mutation: Mutation) => mutation.options.mutationKey?.[0] === ACTION_KEY && mutation.state.status === 'pending';

interface Kept<T> {
  at: number;
  version: string | number;
  state: T;
}

// NOTE: React Query's own dehydrate() in the shape hydrate() reads, written here: importing dehydrate put 0.35 KB gzip into the
// framework chunk every public page loads (budget, docs/design.md §9); hydrate() is there already.
const asKeptQuery = (query: Query): DehydratedState['queries'][number] => ({
  queryKey: query.queryKey, queryHash: query.queryHash, state: query.state, dehydratedAt: Date.now(), ...(query.meta ? { meta: query.meta } : {}),
});
const asKeptAction = (mutation: Mutation): DehydratedState['mutations'][number] => ({
  mutationKey: mutation.options.mutationKey, state: mutation.state, ...(mutation.options.scope ? { scope: mutation.options.scope } : {}),
});

/** Write what the phone keeps now: the kept queries under the build's id, the pending actions under the outbox's version. */
export async function keepOnPhone(client: QueryClient, now = Date.now()): Promise<void> {
  if (isSigningOut()) return;
  const sheets: DehydratedState = { queries: client.getQueryCache().getAll().filter(keptQuery).map(asKeptQuery), mutations: [] };
  const outbox: DehydratedState = { queries: [], mutations: client.getMutationCache().getAll().filter(keptAction).map(asKeptAction) };
  const db = store();
  await Promise.all([
    set(SHEETS, { at: now, version: BUILD, state: sheets } satisfies Kept<DehydratedState>, db),
    set(OUTBOX, { at: now, version: OUTBOX_VERSION, state: outbox } satisfies Kept<DehydratedState>, db),
  ]);
}

/**
 * Put what the phone kept back into the cache: the run sheets when they are from this build and under a day old, and the actions
 * waiting to send, marked paused so resumePausedMutations sends them (in the order they were made: they share one scope).
 */
export async function restoreFromPhone(client: QueryClient, now = Date.now()): Promise<void> {
  const db = store();
  const [sheets, outbox] = await Promise.all([get<Kept<DehydratedState>>(SHEETS, db), get<Kept<DehydratedState>>(OUTBOX, db)]);
  if (sheets && sheets.version === BUILD && now - sheets.at < KEPT_FOR_MS) hydrate(client, sheets.state);
  else if (sheets) await del(SHEETS, db);
  if (outbox && outbox.version === OUTBOX_VERSION) {
    const waiting = outbox.state.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } }));
    hydrate(client, { queries: [], mutations: waiting });
  }
}
