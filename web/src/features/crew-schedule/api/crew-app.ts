import { useEffect, useState } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keepOnPhone, restoreFromPhone } from '../logic/phone-store.ts';
import { registerRunSheetActions } from './run-sheet-actions.ts';

const opening = new WeakMap<QueryClient, Promise<void>>();
const ready = new WeakSet<QueryClient>();
// NOTE: a burst of cache events (a sheet refetched, three photos queued) is one write to IndexedDB.
const WRITE_AFTER_MS = 150;
const RESTORE_WAIT_MS = 3_000;

/**
 * The run sheet as the crew's app (docs/design.md §20, ADRs 144-146), set up once when a run sheet is first opened: the actions'
 * functions registered, what the phone kept put back (the day's sheets, who is signed in, the actions waiting to send), every later
 * change kept, the waiting actions sent when there is signal, and the service worker registered so the next open needs none.
 * Once per client: every caller gets the same promise.
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

async function setUp(client: QueryClient): Promise<void> {
  // NOTE: React Query starts out "online" and only hears the browser's online/offline events after that; a page opened without
  // signal must know at once, or the staff frame's session check runs, fails and hides the kept run sheet.
  onlineManager.setOnline(navigator.onLine);
  registerRunSheetActions(client);
  // NOTE: a phone without IndexedDB (a private window), or one where it hangs (blocked by another tab), still has a run sheet
  // online: it waits at most RESTORE_WAIT_MS for what was kept.
  await Promise.race([restoreFromPhone(client).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
  // NOTE: the kept sheets are read again when shown (with signal); the kept session is not: a failed check on poor signal would hide
  // the sheet, and a session ended on the server answers the sheet's own read with a 401, which sends the crew to log in.
  void client.invalidateQueries({ queryKey: ['run-sheet'], refetchType: 'none' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void keepOnPhone(client).catch(() => undefined), WRITE_AFTER_MS);
  };
  client.getQueryCache().subscribe(keep);
  client.getMutationCache().subscribe(keep);
  if (onlineManager.isOnline()) void client.resumePausedMutations();
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })).catch(() => undefined);
}
