import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { myOrderLinkExpiresAt, myOrderLinkOf, myOrderToken } from './my-order-link.ts';
import { payBalanceToken, payLinkOf } from './pay-link.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const ORDER = '7d3e2c1b-0a9f-4e8d-b7c6-5a4b3c2d1e0f';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Every token a base64url decoder reads as the same bytes: the last character's spare bits, padding, the other alphabet. */
function otherSpellings(token: string): string[] {
  const [payload, mac] = token.split('.') as [string, string];
  const last = B64.indexOf(payload.at(-1)!);
  const spare = payload.length % 4 === 2 ? 15 : payload.length % 4 === 3 ? 3 : 0;
  const lastVariants = B64.split('').filter((ch, i) => i !== last && (i & ~spare) === (last & ~spare));
  return [
    ...lastVariants.map((ch) => `${payload.slice(0, -1)}${ch}.${mac}`),
    `${payload}==.${mac}`,
    `${payload.replaceAll('-', '+').replaceAll('_', '/')}.${mac.replaceAll('-', '+').replaceAll('_', '/')}`,
  ].filter((t) => t !== token);
}

describe('the my-order link', () => {
  it('stands for its order and link version only, and no pay-balance token passes for it', () => {
    expect(myOrderLinkOf(SECRET, myOrderToken(SECRET, ORDER, 0))).toEqual({ id: ORDER, version: 0 });
    expect(myOrderLinkOf(SECRET, myOrderToken(SECRET, ORDER, 3))).toEqual({ id: ORDER, version: 3 });
    expect(myOrderLinkOf(SECRET, payBalanceToken(SECRET, ORDER, 0))).toBeNull();
    expect(myOrderLinkOf('another-secret-of-at-least-32-characters', myOrderToken(SECRET, ORDER, 0))).toBeNull();
  });

  it('has one spelling: the 15 other last characters a decoder reads alike, padding and the +/ alphabet are refused (ADR 080)', () => {
    for (const version of [0, 1, 7]) {
      for (const token of [myOrderToken(SECRET, ORDER, version), payBalanceToken(SECRET, ORDER, version)]) {
        const others = otherSpellings(token);
        expect(others.length).toBeGreaterThanOrEqual(version === 0 ? 16 : 4);
        for (const other of others) {
          expect(Buffer.from(other.split('.')[0]!, 'base64url').equals(Buffer.from(token.split('.')[0]!, 'base64url'))).toBe(true);
          expect([myOrderLinkOf(SECRET, other), payLinkOf(SECRET, other)]).toEqual([null, null]);
        }
      }
    }
  });

  it('still opens a link e-mailed before link versions (the id alone, signed alone) as version 0', () => {
    const key = createHmac('sha256', SECRET).update('sdp:my-order-link:v1').digest();
    const legacy = `${Buffer.from(ORDER.replaceAll('-', ''), 'hex').toString('base64url')}.${createHmac('sha256', key).update(ORDER).digest('base64url')}`;
    expect(myOrderLinkOf(SECRET, legacy)).toEqual({ id: ORDER, version: 0 });
    // A version cannot be grafted onto an old token: the signature covers it.
    const grafted = `${Buffer.concat([Buffer.from(ORDER.replaceAll('-', ''), 'hex'), Buffer.from([0, 0, 0, 1])]).toString('base64url')}.${legacy.split('.')[1]}`;
    expect(myOrderLinkOf(SECRET, grafted)).toBeNull();
  });

  it('works through December 31 of its season (30 days past the December 1 removal day), or 30 days past a later last week', () => {
    const fall = { year: 2027, deliveryDates: ['2027-10-04', '2027-10-11', '2027-10-18', '2027-10-25'] };
    expect(myOrderLinkExpiresAt(fall).toISOString()).toBe('2028-01-01T08:00:00.000Z'); // 00:00 PST on January 1
    const late = { year: 2027, deliveryDates: ['2027-11-29', '2027-12-06'] };
    expect(myOrderLinkExpiresAt(late).toISOString()).toBe('2028-01-12T08:00:00.000Z'); // last week ends Dec 12; Dec 13 to Jan 11 are the 30 days
  });
});
