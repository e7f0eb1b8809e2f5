import { describe, expect, it } from 'vitest';
import type { AddOnService } from '@sdp/shared/wire';
import { isQuantityAddOn, maxQuantityOf, visibleAddOns } from './add-on-visibility.ts';

const addOn = (name: string, category: AddOnService['category'], maxQuantity: number | null = null) => ({ name, category, maxQuantity });
const catalog = [
  addOn('Seasonal Removal', 'service'),
  addOn('Setup & Staging Service', 'service'),
  addOn('Porch Lantern Styling', 'service'),
  addOn('Hay Bales', 'quantity', 6),
  addOn('Corn Stalk Bundle', 'quantity'),
  addOn('Mini Decorative Corn', 'quantity'),
  addOn('Large Statement Pumpkin', 'quantity', 4),
];
const names = (list: { name: string }[]) => list.map((a) => a.name);

describe('add-ons offered in the order dialog', () => {
  it('white-glove packages (Golden Harvest, Harvest Bounty) show only the quantity items', () => {
    expect(names(visibleAddOns(catalog, 'white-glove'))).toEqual(['Hay Bales', 'Corn Stalk Bundle', 'Mini Decorative Corn', 'Large Statement Pumpkin']);
  });

  it('drop-off packages (Autumn Embrace, Autumn Glow) add Seasonal Removal and Setup & Staging', () => {
    expect(names(visibleAddOns(catalog, 'drop-off'))).toEqual([
      'Seasonal Removal', 'Setup & Staging Service', 'Hay Bales', 'Corn Stalk Bundle', 'Mini Decorative Corn', 'Large Statement Pumpkin',
    ]);
  });

  it('an unknown level shows everything', () => {
    expect(visibleAddOns(catalog, undefined)).toHaveLength(catalog.length);
  });

  it('leaves nothing to show when the catalog has no matching add-on (the block is then hidden)', () => {
    expect(visibleAddOns([addOn('Porch Lantern Styling', 'service')], 'white-glove')).toEqual([]);
  });

  it('treats the four named items as quantity items even if the catalog calls them services', () => {
    expect(isQuantityAddOn(addOn('Hay Bales', 'service'))).toBe(true);
    expect(isQuantityAddOn(addOn('Seasonal Removal', 'service'))).toBe(false);
  });

  it('caps a quantity selector at the item maximum, 10 by default', () => {
    expect(maxQuantityOf(addOn('Hay Bales', 'quantity', 6))).toBe(6);
    expect(maxQuantityOf(addOn('Corn Stalk Bundle', 'quantity'))).toBe(10);
  });
});
