import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { withDateFrozen } from '../../test/frozen-date.ts';

// TRUST_PROXY makes X-Forwarded-For the client address, as behind our proxy.
const ctx = useTestContext({ PUBLIC_POST_RATE_LIMIT: '3', TRUST_PROXY: '1' });
const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('per-client limits on anonymous posts (ADR 081, ADR 082)', () => {
  it('limits the quote-deposit checkout per address: each click would open a Stripe session', () => withDateFrozen(async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await ctx.post(`/api/quote-deposit/${TOKEN}/checkout`, {}, from('203.0.113.50'))).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect((await ctx.post(`/api/quote-deposit/${TOKEN}/checkout`, {}, from('203.0.113.51'))).status).toBe(404);
  }));

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => withDateFrozen(async () => {
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await ctx.post('/api/validate-promo-code', { code: 'X', totalAmount: 1 }, from(`2001:db8:7:1::${i.toString(16)}`))).status);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect((await ctx.post('/api/validate-promo-code', { code: 'X', totalAmount: 1 }, from('2001:db8:7:2::1'))).status).not.toBe(429);
  }));

  it('limits visit events per address: each one is a row (ADR 122)', () => withDateFrozen(async () => {
    const view = { kind: 'page_view', path: '/' };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await ctx.post('/api/events', view, { ...from('203.0.113.60'), 'user-agent': 'Mozilla/5.0' })).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await ctx.post('/api/events', view, { ...from('203.0.113.61'), 'user-agent': 'Mozilla/5.0' })).status).toBe(204);
  }));

  it('limits the review note page per address, its GET too: anyone may try tokens against it (ADR 124)', () => withDateFrozen(async () => {
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await ctx.app.request(`${ctx.env.BASE_PATH}/api/review-notes/${TOKEN}`, { headers: from('203.0.113.70') })).status);
    for (let i = 0; i < 2; i++) statuses.push((await ctx.post(`/api/review-notes/${TOKEN}`, { note: 'x', displayName: 'y', sharePermission: true }, from('203.0.113.70'))).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  }));
});
