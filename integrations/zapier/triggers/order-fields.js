import { customerOutputFields } from '../lib/customer-fields.js';
import { fieldsOfType } from '../lib/output-fields.js';

// What a Zap sees of an order (the API's ZapierOrder, server/src/zapier/zapier-payloads.ts), labelled for the Zap editor.

export const orderOutputFields = [
  { key: 'id', label: 'Order ID', type: 'string', primary: true },
  ...fieldsOfType('string', { status: 'Order status', packageName: 'Package', serviceType: 'Service level', 'addOns[]name': 'Add-on' }),
  ...fieldsOfType('integer', { 'addOns[]quantity': 'Add-on quantity' }),
  ...customerOutputFields,
  ...fieldsOfType('string', {
    address: 'Street address', city: 'City', zipCode: 'ZIP code', deliveryDate: 'Delivery date', specialInstructions: 'Special instructions', promoCode: 'Promo code',
  }),
  ...fieldsOfType('number', { totalAmount: 'Order total (USD)', depositAmount: 'Deposit (USD)', balanceDue: 'Balance due (USD)' }),
  ...fieldsOfType('datetime', { createdAt: 'Ordered at', paidAt: 'Deposit paid at', deliveredAt: 'Delivered at' }),
];

/** A deposit-paid order as the API sends it (amounts are decimal strings, dates ISO 8601). */
export const paidOrderSample = {
  id: '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7',
  status: 'deposit_paid',
  serviceType: 'white-glove',
  packageName: 'Golden Harvest',
  addOns: [{ name: 'Hay Bales', quantity: 2 }],
  customerName: 'Iris Chen',
  customerEmail: 'iris@example.com',
  customerPhone: '(858) 555-0123',
  address: '77 Via Capri',
  city: 'La Jolla',
  zipCode: '92037',
  deliveryDate: '2027-10-04',
  specialInstructions: 'Gate code 1234',
  promoCode: null,
  totalAmount: '895.00',
  depositAmount: '268.50',
  balanceDue: '626.50',
  createdAt: '2027-09-20T17:02:11.000Z',
  paidAt: '2027-09-20T17:04:37.000Z',
  deliveredAt: null,
};
