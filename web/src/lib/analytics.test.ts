import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics.ts';
import { withoutLinkToken } from './signed-link-path.ts';
import { loadAnalyticsTags, TAG_IDS } from './analytics-tags.ts';

describe('page paths sent to analytics', () => {
  it.each([
    ['/my-order/abc123.def456', '/my-order/:token'],
    ['/sdpumpkin/pay-balance/abc.def', '/sdpumpkin/pay-balance/:token'],
    ['/quote-deposit/x.y', '/quote-deposit/:token'],
    ['/waitlist/unsubscribe/x.y', '/waitlist/unsubscribe/:token'],
    ['/waitlist/rejoin/x.y', '/waitlist/rejoin/:token'],
    ['/renew/x.y', '/renew/:token'],
    ['/review/x.y', '/review/:token'],
    ['/gift-cards/card/SDP-7KQ4-M2XW-9HTR', '/gift-cards/card/:token'],
  ])('never carry the token of a signed link: %s', (path, sent) => {
    expect(withoutLinkToken(path)).toBe(sent);
  });

  it.each(['/my-order', '/packages/golden-harvest', '/', '/gift-cards'])('leave every other page as it is: %s', (path) => {
    expect(withoutLinkToken(path)).toBe(path);
  });
});

describe('the Meta pixel on a signed link', () => {
  const calls: unknown[][] = [];
  beforeEach(() => {
    calls.length = 0;
    TAG_IDS.pixel = '1234567890';
    vi.stubGlobal('window', { dataLayer: [], fbq: (...args: unknown[]) => calls.push(args), location: { origin: 'https://sdpumpkin.test' } });
    vi.stubGlobal('document', { title: 'SD Pumpkin' });
  });
  afterEach(() => {
    TAG_IDS.pixel = '';
    vi.unstubAllGlobals();
  });

  it('gets no page view where the address bar holds the token, and one elsewhere', () => {
    track.pageView('/my-order/abc123.def456');
    track.pageView('/sdpumpkin/pay-balance/abc.def');
    expect(calls).toEqual([]);
    track.pageView('/packages');
    expect(calls).toEqual([['track', 'PageView']]);
  });

  it('is never loaded on a signed link page, with nothing added to the page', async () => {
    vi.stubGlobal('window', { location: { pathname: '/my-order/abc123.def456' } });
    const appended: unknown[] = [];
    vi.stubGlobal('document', { head: { append: (el: unknown) => appended.push(el) }, createElement: () => ({}) });
    await loadAnalyticsTags();
    expect(appended).toEqual([]);
    expect((window as { fbq?: unknown }).fbq).toBeUndefined();
  });
});
