import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';
import { isValidLeadPhone, leadFormSchema } from './lead.ts';
import { normalizeAddOns, orderDialogFormSchema, orderPayloadSchema, reservationFormSchema } from './order.ts';
import { landingQuoteDescription, quoteDialogFormSchema, quoteRequestSchema } from './quote.ts';
import { normalizePromoCode } from './fields.ts';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

const dialogOk = {
  customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', customerPhone: '8582550282', address: '123 Pumpkin Lane',
  city: 'La Jolla', zipCode: '92037', deliveryDate: '2027-10-04', photoPermission: 'yes',
};
const reserveOk = { ...dialogOk, packageId: 'p1', serviceType: 'drop-off' };

describe('order dialog form (docs/product-spec.md §5, dialog column)', () => {
  it('accepts a complete form', () => expect(messages(orderDialogFormSchema, dialogOk)).toEqual([]));
  it.each([
    ['customerName', 'A', M.name],
    ['customerEmail', 'not-an-email', M.email],
    ['customerPhone', '858-255', M.phone],
    ['address', '12 A', M.addressDialog],
    ['city', 'X', M.cityDialog],
    ['zipCode', '9212', M.zipDialog],
    ['deliveryDate', '', M.deliveryDate],
    ['photoPermission', '', M.photoPermission],
  ])('%s = %j says "%s"', (field, value, message) => {
    expect(messages(orderDialogFormSchema, { ...dialogOk, [field]: value })).toEqual([message]);
  });
  it('judges trimmed values', () => expect(messages(orderDialogFormSchema, { ...dialogOk, customerName: '  A  ' })).toEqual([M.name]));
});

describe('reservation form (docs/product-spec.md §5, reservation column)', () => {
  // NOTE: ADR 084 replaces the spec's "default yes on the reservation page": both forms ask, nothing preselected.
  it('asks for photo permission, as the order dialog does, instead of assuming yes', () => {
    // NOTE: a radio group with nothing picked reads as null in react-hook-form; an absent answer is no answer either.
    const { photoPermission: _omit, ...unanswered } = reserveOk;
    expect(v.safeParse(reservationFormSchema, unanswered).success).toBe(false);
    expect(messages(reservationFormSchema, { ...reserveOk, photoPermission: null })).toEqual([M.photoPermission]);
    expect(messages(orderDialogFormSchema, { ...dialogOk, photoPermission: null })).toEqual([M.photoPermission]);
  });
  it('reads an order payload without an answer as no photographs', () => {
    const { photoPermission: _omit, ...rest } = reserveOk;
    expect(v.parse(orderPayloadSchema, rest).photoPermission).toBe('no');
  });
  it.each([
    ['packageId', '', M.packageRequired],
    ['address', '12 A', M.addressReserve],
    ['city', 'X', M.cityReserve],
    ['zipCode', '9212a', M.zipReserve],
    ['zipCode', '921266', M.zipReserve],
  ])('%s = %j says "%s"', (field, value, message) => {
    expect(messages(reservationFormSchema, { ...reserveOk, [field]: value })).toEqual([message]);
  });
  it('wants whole, non-negative add-on quantities', () => {
    expect(messages(reservationFormSchema, { ...reserveOk, addOns: { a: 2 } })).toEqual([]);
    expect(messages(reservationFormSchema, { ...reserveOk, addOns: { a: -1 } })).toHaveLength(1);
    expect(messages(reservationFormSchema, { ...reserveOk, addOns: { a: 1.5 } })).toHaveLength(1);
  });
});

describe('order payload (API)', () => {
  const payload = { ...reserveOk, deliveryDate: '2027-10-04', specialInstructions: '' };
  it('reads add-ons as ids + quantities', () => {
    const out = v.parse(orderPayloadSchema, { ...payload, addOnServices: ['a', 'b'], addOnQuantities: { b: 3, c: 2, d: 0 } });
    expect(out.addOns).toEqual({ a: 1, b: 3, c: 2 });
  });
  it('reads add-ons as [{ id, quantity }]', () => {
    const out = v.parse(orderPayloadSchema, { ...payload, addOnServices: [{ id: 'a', quantity: 2 }, { id: 'b' }, { id: 'c', quantity: 0 }] });
    expect(out.addOns).toEqual({ a: 2, b: 1 });
  });
  it('drops client-sent prices', () => {
    const out = v.parse(orderPayloadSchema, { ...payload, totalAmount: 1, depositAmount: 0.01 });
    expect(out).not.toHaveProperty('totalAmount');
    expect(out).not.toHaveProperty('depositAmount');
  });
  it('wants a real calendar date', () => {
    expect(messages(orderPayloadSchema, { ...payload, deliveryDate: '2027-13-40' })).toEqual([M.deliveryDate]);
  });
  it('normalizes both readings the same way', () => {
    expect(normalizeAddOns(['x'], { x: 2 })).toEqual(normalizeAddOns([{ id: 'x', quantity: 2 }], {}));
  });
});

describe('promo code normalisation', () => {
  it('trims and upper-cases; blank is no code', () => {
    expect(normalizePromoCode('  spooky15 ')).toBe('SPOOKY15');
    expect(normalizePromoCode('   ')).toBeNull();
    expect(normalizePromoCode(undefined)).toBeNull();
  });
});

describe('quote forms', () => {
  const quote = { customerName: 'Ada', customerEmail: 'ada@example.com', customerPhone: '8582550282', projectType: 'hoa', projectDescription: 'Forty homes in Del Mar' };
  it('dialog: project type and description messages', () => {
    expect(messages(quoteDialogFormSchema, { ...quote, projectType: '' })).toEqual([M.projectType]);
    expect(messages(quoteDialogFormSchema, { ...quote, projectDescription: 'short' })).toEqual([M.projectDescription]);
  });
  it('API: accepts an empty phone (landing page) but not a short one', () => {
    expect(messages(quoteRequestSchema, { ...quote, customerPhone: '' })).toEqual([]);
    expect(messages(quoteRequestSchema, { ...quote, customerPhone: '12345' })).toEqual([M.phone]);
  });
  it('builds the landing description of docs/product-spec.md §7', () => {
    expect(landingQuoteDescription('Full Service', '')).toBe('Landing page quote request - Full Service. Message: No additional message');
    expect(landingQuoteDescription('Delivery + DIY Guide', ' Two porches ')).toBe('Landing page quote request - Delivery + DIY Guide. Message: Two porches');
  });
});

describe('Halloween lead form (docs/product-spec.md §5)', () => {
  it('wants a name and an e-mail', () => {
    expect(messages(leadFormSchema, { name: '', email: '' })).toContain(M.leadNameEmail);
    expect(messages(leadFormSchema, { name: 'Ada', email: 'ada@nowhere' })).toEqual([M.leadEmail]);
  });
  it.each([
    ['+1 (858) 255-0282', true],
    ['858.255.0282', true],
    ['858 255 028', false],
    ['0858255028', false],
    ['+12345678901234567', false],
    ['858-255-0282x', false],
  ])('phone %j valid: %s', (phone, valid) => {
    expect(isValidLeadPhone(phone)).toBe(valid);
    expect(messages(leadFormSchema, { name: 'Ada', email: 'ada@example.com', phone })).toEqual(valid ? [] : [M.phone]);
  });
  it('accepts a missing phone', () => expect(messages(leadFormSchema, { name: 'Ada', email: 'ada@example.com' })).toEqual([]));
});

describe('the city checked against the zip, in both forms and the API payload (issue 25)', () => {
  const wrong = 'The zip code 92037 is in La Jolla, not Del Mar. Please check the city and zip code.';
  it.each([
    ['order dialog', orderDialogFormSchema, dialogOk],
    ['/reserve', reservationFormSchema, reserveOk],
    ['order payload', orderPayloadSchema, reserveOk],
  ] as const)('%s: Del Mar with 92037 is refused on the city field, La Jolla and San Diego are not', (_name, schema, ok) => {
    const result = v.safeParse(schema, { ...ok, city: 'Del Mar', zipCode: '92037' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['city', wrong]]);
    expect(messages(schema, { ...ok, city: 'La Jolla', zipCode: '92037' })).toEqual([]);
    expect(messages(schema, { ...ok, city: 'San Diego', zipCode: '92037' })).toEqual([]);
  });
});
