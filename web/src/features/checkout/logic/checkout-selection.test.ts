import { describe, expect, it } from 'vitest';
import type { StoredOrder } from '../../../lib/stored-order.ts';
import { checkoutMaxQuantity, paymentSelection, syncedOrder } from './checkout-selection.ts';

const addOns = [
  { id: 'removal', name: 'Seasonal Removal', price: '55.00', category: 'service' as const },
  { id: 'hay', name: 'Hay Bales', price: '18.00', category: 'quantity' as const },
];

describe('checkout payment selection', () => {
  it('sends only chosen add-ons, a service once whatever its count', () => {
    expect(paymentSelection({ quantities: { removal: 3, hay: 2, gone: 4 }, promoCode: 'SPOOKY15' }, addOns)).toEqual({
      selectedAddOns: ['removal', 'hay'],
      addOnQuantities: { removal: 1, hay: 2 },
      promoCode: 'SPOOKY15',
    });
  });

  it('drops items stepped down to zero', () => {
    expect(paymentSelection({ quantities: { hay: 0 }, promoCode: null }, addOns)).toEqual({ selectedAddOns: [], addOnQuantities: {}, promoCode: null });
  });

  it('caps a control at the item maximum, 1 when the item has none, never below the reserved count', () => {
    expect(checkoutMaxQuantity({ maxQuantity: 6 }, 0)).toBe(6);
    expect(checkoutMaxQuantity({ maxQuantity: null }, 0)).toBe(1);
    expect(checkoutMaxQuantity({ maxQuantity: null }, 3)).toBe(3);
  });
});

describe('stored order after a re-sync', () => {
  const order = {
    orderId: 'o', orderSecret: 's', packageId: 'p', packageName: 'Golden Harvest', serviceType: 'white-glove', packagePrice: '1825.00', totalAmount: '1825.00',
    depositAmount: '547.50', customerName: 'A', customerEmail: 'a@example.com', address: '1 Main St', city: 'San Diego', zipCode: '92126',
    deliveryDate: '2027-10-04', addOnServices: [], quantityServices: [], promoCode: null, discountAmount: '0.00', deliveryFee: '0.00',
    finalTotal: '1825.00', addOnQuantities: {},
  } satisfies StoredOrder;
  const breakdown = {
    baseAmount: '1825.00', addOnTotal: '36.00', subtotal: '1861.00', discountAmount: '279.15', deliveryFee: '0.00', finalTotal: '1581.85',
    depositAmount: '474.56', balanceDue: '1107.29', promoCode: 'SPOOKY15', referralDiscount: '0.00', referralCode: null, neighbourDiscount: '0.00',
  };

  it('takes the server amounts and the selection that produced them', () => {
    const next = syncedOrder(order, { quantities: { hay: 2 }, promoCode: 'SPOOKY15' }, breakdown, addOns);
    expect(next).toMatchObject({ depositAmount: '474.56', finalTotal: '1581.85', discountAmount: '279.15', totalAmount: '1861.00', promoCode: 'SPOOKY15' });
    expect(next.quantityServices).toEqual([{ name: 'Hay Bales', price: '18.00', quantity: 2 }]);
    expect(next.addOnQuantities).toEqual({ hay: 2 });
  });

  it('keeps the add-on lines while the catalog is still loading', () => {
    const withLines = { ...order, quantityServices: [{ name: 'Hay Bales', price: '18.00', quantity: 1 }], addOnQuantities: { hay: 1 } };
    expect(syncedOrder(withLines, { quantities: { hay: 1 }, promoCode: null }, breakdown, null).quantityServices).toEqual(withLines.quantityServices);
  });
});
