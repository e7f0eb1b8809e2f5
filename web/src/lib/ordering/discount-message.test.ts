import { describe, expect, it } from 'vitest';
import { discountStateFrom } from './discount-message.ts';

describe('discount message', () => {
  it('says the whole percent of a percentage code', () => {
    const state = discountStateFrom({ valid: true, promoCode: { code: 'SPOOKY15', discountType: 'percentage', discountValue: '15.00' } }, 'SPOOKY15', 182_500);
    expect(state).toEqual({ status: 'valid', message: '15% discount applied!', promo: { code: 'SPOOKY15', discountType: 'percentage', discountValue: 15 } });
  });

  it('rounds a fractional percent to a whole number', () => {
    const state = discountStateFrom({ valid: true, promoCode: { code: 'X', discountType: 'percentage', discountValue: '12.5' } }, 'X', 10_000);
    expect(state.status === 'valid' && state.message).toBe('13% discount applied!');
  });

  it('turns a fixed discount into a percent of the total', () => {
    const state = discountStateFrom(
      { valid: true, promoCode: { code: 'FIFTY', discountType: 'fixed', discountValue: '50.00' }, discountAmount: '50.00' },
      'FIFTY',
      32_500,
    );
    expect(state).toMatchObject({ status: 'valid', message: '15% discount applied!', promo: { discountType: 'fixed', discountValue: 5000 } });
  });

  it('names a household\'s referral code as a referral discount, a fixed amount off the estimate', () => {
    const state = discountStateFrom(
      { valid: true, referral: true, promoCode: { code: 'SDP-K7QM4XT', discountType: 'fixed', discountValue: '25.00' }, discountAmount: '25.00' },
      'SDP-K7QM4XT',
      182_500,
    );
    expect(state).toEqual({ status: 'valid', message: 'Referral discount applied!', promo: { code: 'SDP-K7QM4XT', discountType: 'fixed', discountValue: 2500 } });
  });

  it('shows the server error for an invalid code', () => {
    expect(discountStateFrom({ valid: false, error: 'This code has expired' }, 'OLD', 10_000)).toEqual({ status: 'invalid', message: 'This code has expired' });
  });

  it('falls back to "Invalid discount code" without a message or when the request failed', () => {
    expect(discountStateFrom({ valid: false }, 'NOPE', 10_000)).toEqual({ status: 'invalid', message: 'Invalid discount code' });
    expect(discountStateFrom(null, 'NOPE', 10_000)).toEqual({ status: 'invalid', message: 'Invalid discount code' });
  });
});
