import { describe, expect, it } from 'vitest';
import { withoutLinkToken } from './analytics.ts';

describe('page paths sent to analytics', () => {
  it('never carry the token of a signed link', () => {
    expect(withoutLinkToken('/my-order/abc123.def456')).toBe('/my-order/:token');
    expect(withoutLinkToken('/sdpumpkin/pay-balance/abc.def')).toBe('/sdpumpkin/pay-balance/:token');
    expect(withoutLinkToken('/quote-deposit/x.y')).toBe('/quote-deposit/:token');
    expect(withoutLinkToken('/waitlist/unsubscribe/x.y')).toBe('/waitlist/unsubscribe/:token');
  });

  it('leave every other page as it is', () => {
    expect(withoutLinkToken('/my-order')).toBe('/my-order');
    expect(withoutLinkToken('/packages/golden-harvest')).toBe('/packages/golden-harvest');
    expect(withoutLinkToken('/')).toBe('/');
  });
});
