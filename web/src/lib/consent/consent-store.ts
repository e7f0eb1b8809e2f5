import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY, consentDecision, parseStoredConsent, type ConsentChoice, type ConsentState } from './consent-decision.ts';

/**
 * The visitor's consent as the page knows it, and whether the choice panel is open. analytics-tags.ts reads and writes it; the
 * banner (components/layout/consent-banner.tsx) and the footer's "Do Not Sell or Share" link show and change it.
 */
interface ConsentView {
  state: ConsentState;
  /** The choice panel: open on its own when some tag is configured and nobody has chosen, or from the footer link. */
  panelOpen: boolean;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
  /** Some third-party tag is configured (GET /api/config). */
  tagsConfigured: boolean;
  /** The visitor opened the panel (the footer link): it takes the focus. Opened on its own, it leaves the focus where it is. */
  openedByVisitor: boolean;
}

// NOTE: this module loads only once some tag is configured or the footer link is tapped (ADR 078), so it reads the signal now.
let view: ConsentView = { state: 'ask', panelOpen: false, gpc: browserSendsGpc(), tagsConfigured: false, openedByVisitor: false };
const listeners = new Set<() => void>();
const set = (next: Partial<ConsentView>) => {
  view = { ...view, ...next };
  // NOTE: tells components/layout/lazy-consent-banner.tsx (lib/consent/consent-panel.ts) to load the panel.
  if (view.panelOpen) window.dispatchEvent(new Event('sdp:consent-panel-opened'));
  listeners.forEach((listener) => listener());
};

export function browserSendsGpc(): boolean {
  return typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

function readStored() {
  try {
    return parseStoredConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Decides from what this browser says and remembers; opens the panel when there is something to ask about. */
export function settleConsent(tagsConfigured: boolean): ConsentState {
  const gpc = browserSendsGpc();
  const state = consentDecision({ stored: readStored(), gpc });
  set({ state, gpc, tagsConfigured, panelOpen: view.panelOpen || (tagsConfigured && state === 'ask') });
  return state;
}

const choiceListeners = new Set<(choice: ConsentChoice) => void>();
/** Called on every choice the visitor makes (analytics-tags.ts loads or silences the tags). */
export function onConsentChoice(listener: (choice: ConsentChoice) => void) {
  choiceListeners.add(listener);
}

export function chooseConsent(choice: ConsentChoice) {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: Date.now() }));
  } catch {
    // NOTE: storage refused (private mode): the choice holds for this page only.
  }
  const state = view.gpc ? 'denied' : choice;
  set({ state, panelOpen: false, openedByVisitor: false });
  choiceListeners.forEach((listener) => listener(state));
}

/** The footer's "Do Not Sell or Share My Personal Information": records the opt-out at once and shows the choice again. */
export function optOutAndShowChoice() {
  chooseConsent('denied');
  set({ panelOpen: true, openedByVisitor: true });
}

export function closeConsentPanel() {
  set({ panelOpen: false, openedByVisitor: false });
}

/** The view now, outside React. */
export const currentConsent = (): ConsentView => view;

export function useConsent(): ConsentView {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => view,
    () => view,
  );
}
