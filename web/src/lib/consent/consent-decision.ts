/**
 * Consent for third-party tags (docs/design.md §16, California CPRA, ADR 077): Google's tags and the Meta pixel load only after
 * the visitor accepts; a Global Privacy Control signal is a refusal; the choice is remembered in this browser.
 */
export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | 'ask';

export interface StoredConsent {
  choice: ConsentChoice;
  /** When it was made (ms since the epoch): what the site can show it honoured. */
  at: number;
}

export const CONSENT_STORAGE_KEY = 'sdp-consent';

/** What the site may do now: load the tags, not load them, or ask. GPC wins over everything, an earlier "yes" included. */
export function consentDecision({ stored, gpc }: { stored: StoredConsent | null; gpc: boolean }): ConsentState {
  if (gpc) return 'denied';
  return stored?.choice ?? 'ask';
}

/** A stored choice read back, or null when there is none or it is not one this code wrote. */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if ((value.choice === 'granted' || value.choice === 'denied') && typeof value.at === 'number') return { choice: value.choice, at: value.at };
  } catch {
    // NOTE: not ours (or cut short): ask again.
  }
  return null;
}

/** Google Consent Mode v2's fields, all set to the one answer (https://developers.google.com/tag-platform/security/guides/consent). */
export function consentModeFields(choice: ConsentChoice) {
  return { ad_storage: choice, ad_user_data: choice, ad_personalization: choice, analytics_storage: choice };
}
