import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { createStaffUser, FIXTURE_PASSWORD, login } from '../../../test/staff-fixtures.ts';

// NOTE: one trusted proxy, so each request can say which client address it comes from.
const ctx = useTestContext({ TRUST_PROXY: '1' });
// NOTE: a new attacker address per test: the per-address limit across accounts (50 per 15 minutes) is not under test here.
let ATTACKER = { 'x-forwarded-for': '' };
let next = 1;
beforeEach(() => {
  ATTACKER = { 'x-forwarded-for': `203.0.113.${next++}` };
});
const OWNER = { 'x-forwarded-for': '198.51.100.7' };
const START = new Date('2026-10-03T17:00:00Z');
afterEach(() => vi.useRealTimers());

const wrong = (email: string) => login(ctx, email, 'wrong password!!', ATTACKER);

describe('sign-in back-off per account and address (ADR 022)', () => {
  it('someone hammering an account from one address does not lock its owner out on another', async () => {
    // NOTE: a fixed clock: the 1 s wait after the tenth failure would otherwise have to outlast the next six requests in real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const user = await createStaffUser(ctx);
    for (let i = 0; i < 10; i++) expect((await wrong(user.email)).res.status).toBe(401);
    const slowed = await login(ctx, user.email, FIXTURE_PASSWORD, ATTACKER);
    expect(slowed.res.status).toBe(429);
    expect(await slowed.res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    for (let i = 0; i < 5; i++) expect((await wrong(user.email)).res.status).toBe(429);
    const owner = await login(ctx, user.email, FIXTURE_PASSWORD, OWNER);
    expect(owner.res.status).toBe(200);
    expect(owner.cookie).not.toBe('');
  });

  it('each further failure doubles the wait, from 1 s up to 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const user = await createStaffUser(ctx);
    for (let i = 0; i < 10; i++) await wrong(user.email);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await wrong(user.email);
      expect(refused.res.status).toBe(429);
      const wait = Number(refused.res.headers.get('retry-after'));
      waits.push(wait);
      vi.setSystemTime(Date.now() + wait * 1000 - 1);
      expect((await wrong(user.email)).res.status).toBe(429);
      vi.setSystemTime(Date.now() + 1);
      expect((await wrong(user.email)).res.status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('the right password during the wait is refused too, and works once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const user = await createStaffUser(ctx);
    for (let i = 0; i < 11; i++) await wrong(user.email);
    expect((await login(ctx, user.email, FIXTURE_PASSWORD, ATTACKER)).res.status).toBe(429);
    vi.setSystemTime(START.getTime() + 2000);
    expect((await login(ctx, user.email, FIXTURE_PASSWORD, ATTACKER)).res.status).toBe(200);
    // ...and that success forgets the failures: ten more free ones.
    for (let i = 0; i < 10; i++) expect((await wrong(user.email)).res.status).toBe(401);
  });
});
