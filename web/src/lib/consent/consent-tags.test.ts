import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** loadAnalyticsTags under each consent state: which vendor scripts it adds to the page, and what Consent Mode hears first. */
interface Page {
  scripts: string[];
  dataLayer: unknown[];
  storage: Map<string, string>;
}

async function visit({ gpc = false, stored }: { gpc?: boolean; stored?: string } = {}) {
  vi.resetModules();
  const page: Page = { scripts: [], dataLayer: [], storage: new Map(stored ? [['sdp-consent', stored]] : []) };
  vi.stubGlobal('window', { dataLayer: page.dataLayer, dispatchEvent: () => true, location: { pathname: '/', origin: 'https://sdpumpkin.test' } });
  vi.stubGlobal('document', { head: { append: (el: { src: string }) => page.scripts.push(el.src) }, createElement: () => ({}) });
  vi.stubGlobal('navigator', { globalPrivacyControl: gpc });
  vi.stubGlobal('localStorage', { getItem: (k: string) => page.storage.get(k) ?? null, setItem: (k: string, v: string) => page.storage.set(k, v) });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ analytics: { gtmId: 'GTM-T1', gaMeasurementId: 'G-T1', metaPixelId: '123', googleAdsId: null } }), { headers: { 'content-type': 'application/json' } }));
  const tags = await import('../analytics-tags.ts');
  const store = await import('./consent-store.ts');
  await tags.loadAnalyticsTags();
  return { page, store };
}

const hosts = (page: Page) => page.scripts.map((src) => new URL(src).host);

describe('third-party tags and consent', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('load nothing before the visitor accepts, with Consent Mode denied first, and the panel open', async () => {
    const { page, store } = await visit();
    expect(page.scripts).toEqual([]);
    expect(Array.from(page.dataLayer[0] as ArrayLike<unknown>)).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' })]);
    expect(store.currentConsent()).toMatchObject({ state: 'ask', panelOpen: true, tagsConfigured: true });
    store.chooseConsent('granted');
    expect(hosts(page)).toEqual(['www.googletagmanager.com', 'www.googletagmanager.com', 'connect.facebook.net']);
    expect(JSON.parse(page.storage.get('sdp-consent')!)).toMatchObject({ choice: 'granted' });
  });

  it('load at once for a visitor who accepted before', async () => {
    const { page } = await visit({ stored: JSON.stringify({ choice: 'granted', at: 1 }) });
    expect(hosts(page)).toContain('connect.facebook.net');
  });

  it('never load with Global Privacy Control, even after an earlier yes or a tap on Allow', async () => {
    const { page, store } = await visit({ gpc: true, stored: JSON.stringify({ choice: 'granted', at: 1 }) });
    expect(store.currentConsent()).toMatchObject({ state: 'denied', panelOpen: false, gpc: true });
    store.chooseConsent('granted');
    expect(page.scripts).toEqual([]);
  });

  it('stay out after a refusal, and the footer link records an opt-out', async () => {
    const { page, store } = await visit();
    store.chooseConsent('denied');
    expect(page.scripts).toEqual([]);
    store.optOutAndShowChoice();
    expect(JSON.parse(page.storage.get('sdp-consent')!)).toMatchObject({ choice: 'denied' });
  });
});
