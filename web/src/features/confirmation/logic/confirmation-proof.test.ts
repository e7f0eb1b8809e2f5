import { describe, expect, it } from 'vitest';
import { searchWithProof } from './confirmation-proof-search.ts';
import { readConfirmationProof, stashConfirmationProof } from '../../../lib/confirmation-proof.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

function fakeHistory() {
  const calls: string[] = [];
  return { calls, state: null, replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void calls.push(String(url)) };
}

describe('Stripe return secrets leave the address bar at start-up (ADR 021)', () => {
  it('moves session_id into session storage and drops it from the address', () => {
    const store = memoryStore();
    const history = fakeHistory();
    stashConfirmationProof({ pathname: '/order-confirmation', search: '?session_id=cs_test_abc', hash: '' }, history, store);
    expect(history.calls).toEqual(['/order-confirmation']);
    expect(readConfirmationProof(store)).toEqual({ session_id: 'cs_test_abc' });
  });

  it('keeps payment_intent and redirect_status in the address but not the client secret', () => {
    const store = memoryStore();
    const history = fakeHistory();
    stashConfirmationProof({ pathname: '/sdpumpkin/order-confirmation', search: '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_z&redirect_status=succeeded', hash: '' }, history, store);
    expect(history.calls).toEqual(['/sdpumpkin/order-confirmation?payment_intent=pi_1&redirect_status=succeeded']);
    expect(readConfirmationProof(store)).toMatchObject({ payment_intent: 'pi_1', payment_intent_client_secret: 'pi_1_secret_z' });
  });

  it('leaves other pages and addresses without secrets alone', () => {
    const history = fakeHistory();
    stashConfirmationProof({ pathname: '/reserve', search: '?session_id=cs_1', hash: '' }, history, memoryStore());
    stashConfirmationProof({ pathname: '/order-confirmation', search: '?payment_intent=pi_1&redirect_status=failed', hash: '' }, history, memoryStore());
    expect(history.calls).toEqual([]);
  });
});

describe('the confirmation query after a reload', () => {
  it('takes the stashed session id when the address has none', () => {
    expect(searchWithProof({}, { session_id: 'cs_1' })).toEqual({ session_id: 'cs_1' });
  });

  it('adds the stashed client secret only to its own payment intent', () => {
    const proof = { payment_intent: 'pi_1', payment_intent_client_secret: 'pi_1_secret_z', redirect_status: 'succeeded' };
    expect(searchWithProof({ payment_intent: 'pi_1', redirect_status: 'succeeded' }, proof)).toMatchObject({ payment_intent_client_secret: 'pi_1_secret_z' });
    expect(searchWithProof({ payment_intent: 'pi_2', redirect_status: 'succeeded' }, proof)).toEqual({ payment_intent: 'pi_2', redirect_status: 'succeeded' });
  });
});
