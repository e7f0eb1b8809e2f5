import { describe, expect, it } from 'vitest';
import { publicPostRule } from './public-rate-limits.ts';

describe('the per-address limits on anonymous calls', () => {
  const production = { NODE_ENV: 'production' as const, PUBLIC_POST_RATE_LIMIT: undefined };

  it('gives the visit beacon ten times the room of a form: it fires on every page a person opens (ADR 122)', () => {
    expect(publicPostRule(production, 'POST', '/events')).toMatchObject({ bucket: 'post:events', limit: 300, windowMs: 60_000 });
    expect(publicPostRule(production, 'POST', '/quotes')).toMatchObject({ bucket: 'post:quotes', limit: 30 });
    expect(publicPostRule(production, 'POST', '/renew/abc.def/accept')).toMatchObject({ bucket: 'post:renew', limit: 30 });
    expect(publicPostRule(production, 'GET', '/renew/abc.def')).toMatchObject({ bucket: 'post:renew-view', limit: 30 });
    expect(publicPostRule(production, 'GET', '/neighbour-weeks')).toMatchObject({ bucket: 'post:neighbour-weeks', limit: 30, windowMs: 60_000 });
  });

  it('uses PUBLIC_POST_RATE_LIMIT for every bucket when it is set, and none in tests unless it is', () => {
    expect(publicPostRule({ ...production, PUBLIC_POST_RATE_LIMIT: 3 }, 'POST', '/events')).toMatchObject({ limit: 3 });
    expect(publicPostRule({ NODE_ENV: 'test', PUBLIC_POST_RATE_LIMIT: undefined }, 'POST', '/events')).toBeNull();
    expect(publicPostRule(production, 'GET', '/packages')).toBeNull();
  });
});
