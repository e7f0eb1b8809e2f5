import { createStore, del } from 'idb-keyval';

/**
 * Where the crew's phone keeps the run sheet (features/crew-schedule/logic/phone-store.ts, ADR 145): one IndexedDB store, the
 * kept sheets under one key and the actions waiting to send under another. Here, in lib/, so signing out can forget the sheets.
 */
export const keptStore = () => createStore('sdp-crew', 'kept');
export const SHEETS_KEY = 'run-sheets';
export const OUTBOX_KEY = 'outbox';

let signingOut = false;
/** True once this page is signing out: the phone store writes nothing more (a write due now would put the sheets back). */
export const isSigningOut = () => signingOut;

/**
 * Forget the run sheets kept on this phone (signing out): names, addresses and phones of a crew day stay with whoever is signed
 * in. The actions waiting to send are kept: a "Delivered" made offline is still sent when someone signs in again. At most
 * `waitMs`, so a hung IndexedDB never holds up signing out.
 */
export function forgetKeptRunSheets(waitMs = 1_000): Promise<void> {
  signingOut = true;
  return Promise.race([del(SHEETS_KEY, keptStore()).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
