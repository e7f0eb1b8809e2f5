import { useSyncExternalStore } from 'react';

/**
 * Whether the privacy panel has been opened on this page yet: all the root layout needs to know before the panel's code and the
 * consent store (consent-store.ts) are loaded, so a page that never opens it fetches neither (ADR 078). The store says so with a
 * window event, not an import, so its lazily loaded chunk does not name the app's chunks as its own.
 */
export const CONSENT_PANEL_OPENED = 'sdp:consent-panel-opened';

let opened = false;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener(
    CONSENT_PANEL_OPENED,
    () => {
      opened = true;
      listeners.forEach((listener) => listener());
    },
    { once: true },
  );
}

export function useConsentPanelOpened(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
    () => false,
  );
}
