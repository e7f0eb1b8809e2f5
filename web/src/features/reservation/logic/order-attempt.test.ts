import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { setApiTransport } from '../../../lib/api-fetch.ts';
import type { OrderPayload } from '../../../lib/api/create-stripe-checkout.ts';
import { createOrderMutation } from '../api/create-order.ts';
import { orderAttemptKeys } from './order-attempt.ts';

// Issue 39 (ADR 310): the browser names each order attempt with an Idempotency-Key and sends the same key when it tries again, so
// an answer lost on the way (an API process that died after the commit) never leaves the customer with two unpaid holds.
const payload = { packageId: 'golden', customerName: 'Jane Pumpkin', customerEmail: 'jane@example.com' } as unknown as OrderPayload;
const answer = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

describe('the order attempt key', () => {
  it('is one key per form as sent: pressing Reserve again keeps it, a changed form gets a new one', () => {
    let n = 0;
    const keyOf = orderAttemptKeys(() => `key-${(n += 1)}`);
    expect(keyOf(payload)).toBe('key-1');
    expect(keyOf({ ...payload })).toBe('key-1');
    expect(keyOf({ ...payload, customerName: 'Jane Gourd' })).toBe('key-2');
    expect(keyOf({ ...payload, customerName: 'Jane Gourd' })).toBe('key-2');
  });

  it('is sent as Idempotency-Key on the first try and on each retry after no answer or a 503, and the order is the answer', async () => {
    const keys: (string | null)[] = [];
    const answers = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(answer({ message: 'Service Unavailable' }, 503)),
      () => Promise.resolve(answer({ orderId: 'order-1', orderSecret: 's', serviceType: 'white-glove', breakdown: {} }, 201)),
    ];
    setApiTransport((input, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      return answers[keys.length - 1]!();
    });
    const client = new QueryClient();
    const observer = new MutationObserver(client, { ...createOrderMutation, retryDelay: 0 });
    const created = await observer.mutate({ payload, idempotencyKey: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c9999' });
    expect(created.orderId).toBe('order-1');
    expect(keys).toEqual(Array(3).fill('0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c9999'));
  });

  it('is not sent again after an answer that refused the order (a 4xx is final, shown to the customer)', async () => {
    let calls = 0;
    setApiTransport(() => {
      calls += 1;
      return Promise.resolve(answer({ message: 'This Idempotency-Key was already used for a different order request.' }, 422));
    });
    const observer = new MutationObserver(new QueryClient(), { ...createOrderMutation, retryDelay: 0 });
    await expect(observer.mutate({ payload, idempotencyKey: '0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c9998' })).rejects.toMatchObject({ status: 422 });
    expect(calls).toBe(1);
  });
});
