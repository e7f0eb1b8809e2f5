import { describe, expect, it } from 'vitest';
import type { CreatedOrder } from '@sdp/shared/wire';
import { readStoredOrder, saveStoredOrder } from '../../../lib/stored-order.ts';
import { storedOrderFrom } from './stored-order-from.ts';
import { zipStateFor } from './zip-state.ts';

const addOns = [
  { id: 'removal', name: 'Seasonal Removal', price: '55.00', category: 'service' as const },
  { id: 'staging', name: 'Setup & Staging Service', price: '75.00', category: 'service' as const },
  { id: 'hay', name: 'Hay Bales', price: '18.00', category: 'quantity' as const },
  { id: 'corn', name: 'Mini Decorative Corn', price: '8.00', category: 'quantity' as const },
];
const created: CreatedOrder = {
  orderId: 'order-1',
  orderSecret: 'secret-1',
  serviceType: 'drop-off',
  breakdown: {
    baseAmount: '550.00', addOnTotal: '91.00', subtotal: '641.00', discountAmount: '96.15', deliveryFee: '25.00',
    finalTotal: '569.85', depositAmount: '170.96', balanceDue: '398.89', promoCode: 'SPOOKY15', referralDiscount: '0.00', referralCode: null, neighbourDiscount: '0.00',
  },
};
const fields = { customerName: ' Ana Ruiz ', customerEmail: 'ana@example.com', address: '123 Harvest Lane', city: 'San Diego', zipCode: '92126', deliveryDate: '2027-10-11' };

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('stored order data after a reservation', () => {
  const stored = storedOrderFrom({ created, pkg: { id: 'pkg-embrace', name: 'Autumn Embrace' }, fields, addOns, quantities: { removal: 1, hay: 2, corn: 0, staging: 0 } });

  it('takes every amount from the server breakdown, never from the page', () => {
    expect(stored).toMatchObject({
      orderId: 'order-1', orderSecret: 'secret-1', packageName: 'Autumn Embrace', packagePrice: '550.00', depositAmount: '170.96', promoCode: 'SPOOKY15',
      discountAmount: '96.15', finalTotal: '569.85', deliveryFee: '25.00', serviceType: 'drop-off',
    });
  });

  it('records the total before the discount (subtotal plus delivery fee)', () => {
    expect(stored.totalAmount).toBe('666.00');
  });

  it('splits add-ons into services (name, price) and counted items (name, price, quantity), dropping zero lines', () => {
    expect(stored.addOnServices).toEqual([{ name: 'Seasonal Removal', price: '55.00' }]);
    expect(stored.quantityServices).toEqual([{ name: 'Hay Bales', price: '18.00', quantity: 2 }]);
    expect(stored.addOnQuantities).toEqual({ removal: 1, hay: 2 });
  });

  it('keeps the customer and delivery fields, trimmed', () => {
    expect(stored).toMatchObject({ customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', address: '123 Harvest Lane', city: 'San Diego', zipCode: '92126', deliveryDate: '2027-10-11' });
  });

  it('round-trips through session storage; a broken record reads as absent', () => {
    const store = memoryStore();
    saveStoredOrder(stored, store);
    expect(readStoredOrder(store)).toEqual(stored);
    store.setItem('orderData', '{"orderId":"x"}');
    expect(readStoredOrder(store)).toBeNull();
    store.setItem('orderData', 'not json');
    expect(readStoredOrder(store)).toBeNull();
  });
});

describe('zip state on the reservation page', () => {
  const zones = [{ name: 'Local Delivery', zipCodes: ['92126', '92121'] }];

  it('is valid with the zone name for a served 5-digit zip', () => {
    expect(zipStateFor(zones, '92126')).toEqual({ status: 'valid', zoneName: 'Local Delivery' });
  });

  it('is invalid for an unserved 5-digit zip', () => {
    expect(zipStateFor(zones, '10001')).toEqual({ status: 'invalid' });
  });

  it('clears under 5 digits and while the zones are loading', () => {
    expect(zipStateFor(zones, '9212')).toEqual({ status: 'none' });
    expect(zipStateFor(zones, '')).toEqual({ status: 'none' });
    expect(zipStateFor(undefined, '92126')).toEqual({ status: 'none' });
  });
});
