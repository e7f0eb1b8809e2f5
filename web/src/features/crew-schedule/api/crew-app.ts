import { useEffect, useState, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { heldKey, holdKey } from '../../../lib/kept-on-phone.ts';
import { ACTION_KEY, heardFromServer, keepOnPhone, restoreFromPhone, restoreOutbox } from '../logic/phone-store.ts';
import { askServerForPhoneKey } from './get-phone-key.ts';
import { registerRunSheetActions } from './run-sheet-actions.ts';

const opening = new WeakMap<QueryClient, Promise<void>>();
const ready = new WeakSet<QueryClient>();
// NOTE: a burst of cache events (a sheet refetched, three photos queued) is one write to IndexedDB.
const WRITE_AFTER_MS = 150;
const RESTORE_WAIT_MS = 3_000;

/**
 * The run sheet as the crew's app (docs/design.md §20, ADRs 144-146, 168), set up once when a run sheet is first opened: the actions'
 * functions registered, the session checked with the server when there is signal (a 401 forgets the kept sheets), what the phone
 * kept put back (the day's sheets, who is signed in, the actions waiting to send), every later change kept, the waiting actions
 * sent when there is signal, and the service worker registered so the next open needs none. Once per client: every caller gets the
 * same promise.
 */
export function openCrewApp(client: QueryClient): Promise<void> {
  const started = opening.get(client) ?? setUp(client).finally(() => ready.add(client));
  opening.set(client, started);
  return started;
}

/**
 * True once the crew's app is set up (openCrewApp); the run sheet renders its staff frame only then, so the frame finds the session
 * kept on the phone before it asks the server. A hook in the run sheet's own chunk rather than a route loader: a loader's code
 * lives in the route tree, in every page's first JS (budget, docs/design.md §9).
 */
export function useCrewApp(): boolean {
  const client = useQueryClient();
  const [isReady, setReady] = useState(() => ready.has(client));
  useEffect(() => {
    if (!isReady) void openCrewApp(client).then(() => setReady(true));
  }, [client, isReady]);
  return isReady;
}

// NOTE: waiting actions the phone could not open (sealed under another sign-in): deleted, and said on the run sheet until reload.
let unreadable = 0;
const listeners = new Set<() => void>();
const reportUnreadable = (count: number) => {
  unreadable += count;
  if (count) listeners.forEach((listener) => listener());
};
/** How many actions waiting on this phone were made under another sign-in and could not be read (so were not sent). */
export const useUnreadableActions = () => useSyncExternalStore((onChange) => (listeners.add(onChange), () => listeners.delete(onChange)), () => unreadable, () => 0);

const withinWait = <T,>(work: Promise<T>, otherwise: T) => Promise.race([work.catch(() => otherwise), new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), RESTORE_WAIT_MS))]);

/** The run sheet read from the server just now (not a copy put back): proof the session is live at this moment. */
const sheetFromServer = (event: QueryCacheNotifyEvent) =>
  event.type === 'updated' && event.action.type === 'success' && !event.action.manual && event.query.queryKey[0] === 'run-sheet';
/** Someone signed in (or the staff frame found a session): the current user written to the cache. */
const signedIn = (event: QueryCacheNotifyEvent) =>
  event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === 'auth' && event.query.queryKey[1] === 'user';

async function setUp(client: QueryClient): Promise<void> {
  // NOTE: React Query starts out "online" and only hears the browser's online/offline events after that; a page opened without
  // signal must know at once, or the staff frame's session check runs, fails and hides the kept run sheet.
  onlineManager.setOnline(navigator.onLine);
  registerRunSheetActions(client);
  // NOTE: with signal, the server says first whether the session is live (and hands out the key): a session ended any way but "Log
  // out" (expired, ended by staff, a password reset) forgets the kept sheets here, before anything of them is shown. A phone without
  // IndexedDB (a private window), or one where it hangs (blocked by another tab), still has a run sheet online: it waits at most
  // RESTORE_WAIT_MS for what was kept.
  if (onlineManager.isOnline()) await withinWait(askServerForPhoneKey(), 'no-answer');
  reportUnreadable(await withinWait(restoreFromPhone(client), 0));
  // NOTE: the outbox is opened once per page with a key; after a sign-in in this page (the session had ended), with the new key.
  let outboxOpened = heldKey() !== null;
  // NOTE: the kept sheets are read again when shown (with signal); the kept session is not: a failed check on poor signal would hide
  // the sheet, and a session ended on the server answers the sheet's own read with a 401, which sends the crew to log in.
  void client.invalidateQueries({ queryKey: ['run-sheet'], refetchType: 'none' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void keepOnPhone(client).catch(() => undefined), WRITE_AFTER_MS);
  };
  let signingIn: Promise<void> | null = null;
  const signedInAgain = async () => {
    if ((await askServerForPhoneKey()) !== 'live') return;
    if (!outboxOpened) {
      outboxOpened = true;
      reportUnreadable(await restoreOutbox(client, heldKey()!));
    }
    void client.resumePausedMutations();
  };
  client.getQueryCache().subscribe((event) => {
    const key = heldKey();
    if (key && sheetFromServer(event)) holdKey(heardFromServer(key, Date.now()));
    // NOTE: someone signed in (features/staff-auth's login sets who) while this page held no key: ask for theirs.
    if (!key && signedIn(event)) signingIn ??= signedInAgain().finally(() => (signingIn = null));
    keep();
  });
  client.getMutationCache().subscribe((event) => {
    const key = heldKey();
    // NOTE: a run-sheet action that went through is a staff call answered: the session was live then.
    if (key && event.type === 'updated' && event.action.type === 'success' && event.mutation.options.mutationKey?.[0] === ACTION_KEY) {
      holdKey(heardFromServer(key, Date.now()));
    }
    keep();
  });
  if (onlineManager.isOnline()) void client.resumePausedMutations();
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })).catch(() => undefined);
}
