import { describe, expect, it } from 'vitest';
import { consentDecision, consentModeFields, parseStoredConsent } from './consent-decision.ts';

describe('the consent decision (docs/design.md §16)', () => {
  it('asks when nobody has chosen and the browser says nothing', () => {
    expect(consentDecision({ stored: null, gpc: false })).toBe('ask');
  });

  it('keeps the choice the visitor made', () => {
    expect(consentDecision({ stored: { choice: 'granted', at: 1 }, gpc: false })).toBe('granted');
    expect(consentDecision({ stored: { choice: 'denied', at: 1 }, gpc: false })).toBe('denied');
  });

  it('counts Global Privacy Control as a refusal, over an earlier yes too', () => {
    expect(consentDecision({ stored: null, gpc: true })).toBe('denied');
    expect(consentDecision({ stored: { choice: 'granted', at: 1 }, gpc: true })).toBe('denied');
  });

  it('reads back only a choice it wrote', () => {
    expect(parseStoredConsent(JSON.stringify({ choice: 'granted', at: 5 }))).toEqual({ choice: 'granted', at: 5 });
    expect(parseStoredConsent(JSON.stringify({ choice: 'yes', at: 5 }))).toBeNull();
    expect(parseStoredConsent('{not json')).toBeNull();
    expect(parseStoredConsent(null)).toBeNull();
  });

  it("sets every one of Consent Mode's fields", () => {
    expect(consentModeFields('denied')).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });
});
