import { del, delMany, get, getMany, setMany } from 'idb-keyval';
import { hydrate, type DehydratedState, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import { heldKey, holdKey, keptStore as store, OUTBOX_KEY as OUTBOX, PHONE_KEY, setActionsAwaitingSignIn, SHEETS_KEY as SHEETS, type HeldKey } from '../../../lib/kept-on-phone.ts';
import { seal, unseal, type Sealed } from './sealed.ts';

/**
 * What the crew's phone keeps of the run sheet (docs/design.md §20, ADRs 145, 168), in IndexedDB, sealed with the key the server
 * hands out with a live session: the run sheets opened and who is signed in (the staff frame asks before it shows anything), under
 * the build's id and for a day; and, apart, the actions waiting to send (the outbox). The outbox outlives a new build and the
 * session: a deploy or a session ended while the truck is out of signal must not lose a "Delivered"; its maker signing in sends it.
 */

/** How long a kept run sheet may open without signal: a day after the server sent it (yesterday's sheet is no use at today's porches). */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** The outbox's shape: raise it when an action's variables change shape, and older queued actions are dropped, not misread. */
const OUTBOX_VERSION = 2;
// NOTE: the outbox as ADR 146 first wrote it, unsealed: still sent once a live session opens it (a truck out of signal over the deploy).
const UNSEALED_OUTBOX_VERSION = 1;
/** The build's id (vite.config.ts): a kept run sheet from another build may not match this code's idea of its shape. */
const BUILD = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** The queries the run sheet needs without signal; nothing else a staff screen reads is kept on the phone. */
const KEPT_QUERIES = new Set(['run-sheet', 'auth']);
/** The key every queued run-sheet action starts with (api/run-sheet-actions.ts). */
export const ACTION_KEY = 'run-sheet-action';

// NOTE: a sheet whose last read failed (a phone that says it is online with no signal behind it) keeps the data it had: dropping it
// from the phone then would leave the crew with nothing at the next open without signal. A session ended holds no key: nothing is written.
const keptQuery = (query: Query) => KEPT_QUERIES.has(String(query.queryKey[0])) && query.queryKey[1] !== 'session' && query.state.data !== undefined;
// NOTE: a pending action is kept whether or not it is paused: one in flight when the page went away is sent again on the next open,
// which is safe because every action is idempotent on the server (ADR 146).
const keptAction = (mutation: Mutation) => mutation.options.mutationKey?.[0] === ACTION_KEY && mutation.state.status === 'pending';

/** On the phone, in the clear, only counts and kinds (what the login screen and the tests may read); everything else is sealed. */
interface KeptSheets {
  version: string;
  queries: number;
  sealed: Sealed;
}
interface KeptOutbox {
  version: number;
  /** The kinds of the actions waiting ('deliver', 'photo', …), nothing of whose porch (not in a version 1 outbox). */
  waiting?: string[];
  sealed?: Sealed;
  /** Only in an outbox written before ADR 168 (version 1). */
  state?: DehydratedState;
}

/** A kept run sheet shows while its session may still be live: until the session's idle or absolute end, whichever is first. */
export const keyStillLive = (key: HeldKey, now: number) => now < key.until;
/** The session was just heard to be live (an answer from the server): it lasts an idle stretch from now, never past its end. */
export const heardFromServer = (key: HeldKey, now: number): HeldKey => ({ ...key, until: Math.min(key.endsAt, now + key.idleMs) });
/** The kept queries the server sent less than a day ago (each by its own time: a sheet opened offline does not renew it). */
export const freshQueries = (queries: DehydratedState['queries'], now: number) => queries.filter((q) => now - q.state.dataUpdatedAt < KEPT_FOR_MS);

// NOTE: React Query's own dehydrate() in the shape hydrate() reads, written here: importing dehydrate put 0.35 KB gzip into the
// framework chunk every public page loads (budget, docs/design.md §9); hydrate() is there already.
const asKeptQuery = (query: Query): DehydratedState['queries'][number] => ({
  queryKey: query.queryKey, queryHash: query.queryHash, state: { ...query.state, status: 'success', error: null }, dehydratedAt: Date.now(),
  ...(query.meta ? { meta: query.meta } : {}),
});
// NOTE: no scope is kept: the action's kind picks its lane when it is registered (api/run-sheet-actions.ts, ADR 187).
const asKeptAction = (mutation: Mutation): DehydratedState['mutations'][number] => ({ mutationKey: mutation.options.mutationKey, state: mutation.state });

/** Write what the phone keeps now, sealed with the session's key: nothing at all once the session is gone (no key held). */
export async function keepOnPhone(client: QueryClient, now = Date.now()): Promise<void> {
  const key = heldKey();
  if (!key) return;
  const queries = freshQueries(client.getQueryCache().getAll().filter(keptQuery).map(asKeptQuery), now);
  const mutations = client.getMutationCache().getAll().filter(keptAction).map(asKeptAction);
  const [sheets, outbox] = await Promise.all([seal(key.key, { queries, mutations: [] }), seal(key.key, { queries: [], mutations })]);
  // NOTE: the session may have ended while this was sealing: then the key is forgotten, and nothing may be written back.
  const still = heldKey();
  if (still?.key !== key.key) return;
  await setMany([
    [SHEETS, { version: BUILD, queries: queries.length, sealed: sheets } satisfies KeptSheets],
    [OUTBOX, { version: OUTBOX_VERSION, waiting: mutations.map((m) => String(m.mutationKey?.[1])), sealed: outbox } satisfies KeptOutbox],
    [PHONE_KEY, still],
  ], store());
}

/**
 * Put what the phone kept back into the cache, when a key of a live session is held (from the server just now) or kept on the phone
 * and its session cannot have ended yet: the run sheets of this build the server sent less than a day ago, and the actions waiting.
 * Without such a key the sheets and the key are deleted, and the sealed actions wait for their maker to sign in. Returns how many
 * waiting actions could not be read (sealed under another sign-in): they are deleted, and the run sheet says so.
 */
export async function restoreFromPhone(client: QueryClient, now = Date.now()): Promise<number> {
  const db = store();
  const [sheets, outbox, kept] = await getMany<unknown>([SHEETS, OUTBOX, PHONE_KEY], db) as [KeptSheets | undefined, KeptOutbox | undefined, HeldKey | undefined];
  if (!heldKey() && kept && keyStillLive(kept, now)) holdKey(kept);
  const key = heldKey();
  if (!key) {
    await delMany([SHEETS, PHONE_KEY], db);
    setActionsAwaitingSignIn(outbox?.waiting?.length ?? 0);
    return 0;
  }
  const state = sheets?.version === BUILD ? await unseal<DehydratedState>(key.key, sheets.sealed).catch(() => null) : null;
  if (state) hydrate(client, { queries: freshQueries(state.queries, now), mutations: [] });
  else if (sheets) await del(SHEETS, db);
  return restoreOutbox(client, key, outbox);
}

/**
 * Put the waiting actions back, marked paused so resumePausedMutations sends them (each lane in the order made: ADR 187). Returns
 * how many could not be read with this key (another sign-in's, or from before a password change), now deleted.
 */
export async function restoreOutbox(client: QueryClient, key: HeldKey, outbox?: KeptOutbox): Promise<number> {
  const kept = outbox ?? (await get<KeptOutbox>(OUTBOX, store()));
  if (!kept) return 0;
  const state = kept.version === UNSEALED_OUTBOX_VERSION ? kept.state
    : kept.version === OUTBOX_VERSION && kept.sealed ? await unseal<DehydratedState>(key.key, kept.sealed).catch(() => null) : null;
  if (!state) {
    await del(OUTBOX, store());
    return kept.waiting?.length ?? 0;
  }
  // NOTE: an outbox kept before ADR 187 named one scope for every action: dropped, so each kind goes back to its own lane.
  const waiting = state.mutations.map(({ scope: _oneLane, ...m }) => ({ ...m, state: { ...m.state, isPaused: true } }));
  hydrate(client, { queries: [], mutations: waiting });
  return 0;
}
