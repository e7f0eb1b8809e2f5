import { describe, expect, it } from 'vitest';
import { whatChanged } from './what-changed.ts';

describe('the confirmation of a catalog Save', () => {
  it('names each changed field with its old and new value', () => {
    const before = { price: '12.00', maxQuantity: 4, active: true, name: 'Hay Bales' };
    const after = { price: '15.00', maxQuantity: 4, active: false, name: 'Hay Bales' };
    expect(whatChanged(before, after, { price: { label: 'Price', money: true }, maxQuantity: { label: 'Most per order' }, active: { label: 'Offered' } }))
      .toBe('Price $12.00 → $15.00; Offered yes → no.');
  });
  it('says when nothing changed', () => {
    expect(whatChanged({ price: '12.00' }, { price: '12.00' }, { price: { label: 'Price', money: true } })).toBe('Nothing changed.');
  });
});
