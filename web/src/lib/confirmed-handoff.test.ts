import { describe, expect, it } from 'vitest';
import type { ConfirmedOrder } from '@sdp/shared';
import { handOverConfirmedOrder, takeConfirmedOrder } from './confirmed-handoff.ts';

const order = { orderId: 'o-1', status: 'deposit_paid' } as unknown as ConfirmedOrder;

describe('the confirmed order /checkout hands to /order-confirmation', () => {
  it('is taken once, for its own PaymentIntent: a reload asks the server', () => {
    handOverConfirmedOrder('pi_1', order);
    expect(takeConfirmedOrder('pi_1')).toBe(order);
    expect(takeConfirmedOrder('pi_1')).toBeNull();
  });

  it('is never shown for another payment', () => {
    handOverConfirmedOrder('pi_1', order);
    expect(takeConfirmedOrder('pi_2')).toBeNull();
    expect(takeConfirmedOrder('pi_1')).toBeNull();
  });
});
