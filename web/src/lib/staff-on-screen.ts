import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@sdp/shared/wire';

// NOTE: the site header (and its menu on a phone) sits above every route, staff screens included; the staff frame tells it who is
// signed in on the screen shown, so the menu offers that role's staff screens instead of the public pages (ADR 181).
let onScreen: CurrentUser | null = null;
const listeners = new Set<() => void>();

/** Called by the staff frame: the signed-in staff member while a staff screen is shown, null when it goes. */
export function setStaffOnScreen(user: CurrentUser | null): void {
  if (user === onScreen) return;
  onScreen = user;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The staff member signed in on the staff screen shown now, or null on a public page. */
export const useStaffOnScreen = (): CurrentUser | null => useSyncExternalStore(subscribe, () => onScreen, () => null);
