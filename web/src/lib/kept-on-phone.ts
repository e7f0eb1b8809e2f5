import { createStore, delMany } from 'idb-keyval';

/**
 * Where the crew's phone keeps the run sheet (features/crew-schedule/logic/phone-store.ts, ADRs 145, 168): one IndexedDB store, the
 * kept sheets, the actions waiting to send and the key both are sealed with, each under its own name. Here, in lib/, because the
 * session's end is heard outside the run sheet: "Log out" in the staff bar, and any 401 a staff screen gets (lib/staff-session.ts).
 */
export const keptStore = () => createStore('sdp-crew', 'kept');
export const SHEETS_KEY = 'run-sheets';
export const OUTBOX_KEY = 'outbox';
export const PHONE_KEY = 'phone-key';

/** The key the server hands out with a live session (ADR 168), as this page holds it: usable, never readable (non-extractable). */
export interface HeldKey {
  key: CryptoKey;
  /** The server's short name of the key: a key of another sign-in has another. */
  id: string;
  /** How long the session lasts without a request, and when it ends at the latest (this phone's clock). */
  idleMs: number;
  endsAt: number;
  /** The session is certainly over by then, unless the server answers meanwhile (each answer moves it on, up to endsAt). */
  until: number;
}

let held: HeldKey | null = null;
let lastId: string | null = null;
let signedInAgain: { promise: Promise<void>; resolve: () => void } | null = null;
let lockedActions = 0;

/** The key this page seals with, or null once the session is gone (nothing is written to the phone without it). */
export const heldKey = () => held;
/** The id of the last key this page held, kept after the session ends: who made the actions still waiting in this page. */
export const lastKeyId = () => lastId;

/** Hold the key of a live session (from the server, or from the phone while it is still good) and wake whatever waits for one. */
export function holdKey(key: HeldKey): void {
  held = key;
  lastId = key.id;
  lockedActions = 0;
  signedInAgain?.resolve();
  signedInAgain = null;
}

/** Resolves when this page holds a key again: someone has signed in (an action the server refused with 401 waits for this). */
export function untilSignedInAgain(): Promise<void> {
  if (held) return Promise.resolve();
  if (!signedInAgain) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    signedInAgain = { promise, resolve };
  }
  return signedInAgain.promise;
}

/** How many actions made on this phone wait, sealed, for their maker to sign in again (the login screen says so). */
export const actionsAwaitingSignIn = () => lockedActions;
export const setActionsAwaitingSignIn = (count: number) => {
  lockedActions = count;
};

/**
 * The session is over ("Log out", or the server answered 401): forget the kept run sheets and the key on this phone, and stop this
 * page writing any more. Names, addresses, phones and porch notes of a crew day stay with a live session only. The actions waiting
 * to send stay, sealed: unreadable without the key, they are sent when the same person signs in again (ADR 168). At most `waitMs`,
 * so a hung IndexedDB never holds up signing out.
 */
export function forgetKeptRunSheets(waitMs = 1_000): Promise<void> {
  held = null;
  return Promise.race([delMany([SHEETS_KEY, PHONE_KEY], keptStore()).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
