import { customerOutputFields } from '../lib/customer-fields.js';

// What a Zap sees of an order (the API's ZapierOrder, server/src/zapier/zapier-payloads.ts), labelled for the Zap editor.

export const orderOutputFields = [
  { key: 'id', label: 'Order ID', type: 'string', primary: true },
  { key: 'status', label: 'Order status', type: 'string' },
  { key: 'packageName', label: 'Package', type: 'string' },
  { key: 'serviceType', label: 'Service level', type: 'string' },
  { key: 'addOns[]name', label: 'Add-on', type: 'string' },
  { key: 'addOns[]quantity', label: 'Add-on quantity', type: 'integer' },
  ...customerOutputFields,
  { key: 'address', label: 'Street address', type: 'string' },
  { key: 'city', label: 'City', type: 'string' },
  { key: 'zipCode', label: 'ZIP code', type: 'string' },
  { key: 'deliveryDate', label: 'Delivery date', type: 'string' },
  { key: 'specialInstructions', label: 'Special instructions', type: 'string' },
  { key: 'promoCode', label: 'Promo code', type: 'string' },
  { key: 'totalAmount', label: 'Order total (USD)', type: 'number' },
  { key: 'depositAmount', label: 'Deposit (USD)', type: 'number' },
  { key: 'balanceDue', label: 'Balance due (USD)', type: 'number' },
  { key: 'createdAt', label: 'Ordered at', type: 'datetime' },
  { key: 'paidAt', label: 'Deposit paid at', type: 'datetime' },
  { key: 'deliveredAt', label: 'Delivered at', type: 'datetime' },
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
