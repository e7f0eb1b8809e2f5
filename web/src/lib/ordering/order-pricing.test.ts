import { describe, expect, it } from 'vitest';
import { dialogBreakdown, zoneForZip } from './order-pricing.ts';

const zones = [
  { id: 'l', name: 'Local', zipCodes: ['92126'], deliveryFee: '0.00', description: '' },
  { id: 'e', name: 'Extended', zipCodes: ['92067'], deliveryFee: '50.00', description: '' },
];
const addOns = [
  { id: 'removal', name: 'Seasonal Removal', category: 'service' as const, price: '55.00' },
  { id: 'hay', name: 'Hay Bales', category: 'quantity' as const, price: '15.00' },
];

describe('order dialog breakdown', () => {
  it('adds service add-ons once and quantity add-ons per item', () => {
    const b = dialogBreakdown({ pkg: { price: '550.00', serviceLevel: 'drop-off' }, addOns, quantities: { removal: 1, hay: 3 } });
    expect(b.subtotal).toBe(55_000 + 5_500 + 4_500);
    expect(b.deliveryFee).toBe(0);
  });

  it('charges the zone fee on drop-off orders only, once the zip is known', () => {
    const zone = zoneForZip(zones, '92067');
    expect(dialogBreakdown({ pkg: { price: '325.00', serviceLevel: 'drop-off' }, addOns, quantities: {}, zone }).finalTotal).toBe(37_500);
    expect(dialogBreakdown({ pkg: { price: '1825.00', serviceLevel: 'white-glove' }, addOns, quantities: {}, zone }).finalTotal).toBe(182_500);
  });

  it('applies a validated percentage promo and a 30% deposit', () => {
    const b = dialogBreakdown({
      pkg: { price: '1825.00', serviceLevel: 'white-glove' },
      addOns,
      quantities: {},
      promo: { code: 'SPOOKY15', discountType: 'percentage', discountValue: 15 },
    });
    expect(b.discountAmount).toBe(27_375);
    expect(b.depositAmount).toBe(Math.round(155_125 * 0.3));
  });

  it('finds no zone for a partial or unknown zip', () => {
    expect(zoneForZip(zones, '9212')).toBeUndefined();
    expect(zoneForZip(zones, '10001')).toBeUndefined();
    expect(zoneForZip(zones, ' 92126 ')?.name).toBe('Local');
  });
});
