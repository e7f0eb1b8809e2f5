import { describe, expect, it } from 'vitest';
import { myOrderLinkExpiresAt, myOrderToken, orderIdOfMyOrderToken } from './my-order-link.ts';
import { payBalanceToken } from './pay-link.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const ORDER = '7d3e2c1b-0a9f-4e8d-b7c6-5a4b3c2d1e0f';

describe('the my-order link', () => {
  it('stands for its order only, and no pay-balance token passes for it', () => {
    expect(orderIdOfMyOrderToken(SECRET, myOrderToken(SECRET, ORDER))).toBe(ORDER);
    expect(orderIdOfMyOrderToken(SECRET, payBalanceToken(SECRET, ORDER))).toBeNull();
    expect(orderIdOfMyOrderToken('another-secret-of-at-least-32-characters', myOrderToken(SECRET, ORDER))).toBeNull();
  });

  it('works through December 31 of its season (30 days past the December 1 removal day), or 30 days past a later last week', () => {
    const fall = { year: 2027, deliveryDates: ['2027-10-04', '2027-10-11', '2027-10-18', '2027-10-25'] };
    expect(myOrderLinkExpiresAt(fall).toISOString()).toBe('2028-01-01T08:00:00.000Z'); // 00:00 PST on January 1
    const late = { year: 2027, deliveryDates: ['2027-11-29', '2027-12-06'] };
    expect(myOrderLinkExpiresAt(late).toISOString()).toBe('2028-01-12T08:00:00.000Z'); // last week ends Dec 12; Dec 13 to Jan 11 are the 30 days
  });
});
