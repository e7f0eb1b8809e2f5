import { describe, expect, it } from 'vitest';
import type { ConfirmedOrder } from '@sdp/shared/wire';
import { ApiError } from '../../../lib/api-fetch.ts';
import { failureView, planConfirmation, pollConfirmation } from './confirmation-state.ts';

const paid = { orderId: 'o1', status: 'deposit_paid' } as ConfirmedOrder;
const pending = { ...paid, status: 'pending' } as ConfirmedOrder;
const processing = () => new ApiError(409, '409: {"message":"Payment is still processing"}', '{"message":"Payment is still processing"}');

describe('what the confirmation page does for its query', () => {
  it('verifies a hosted checkout session', () => {
    expect(planConfirmation({ session_id: 'cs_1' }, null)).toEqual({ kind: 'verify-session', sessionId: 'cs_1' });
  });

  it('fetches the order of a succeeded payment intent with the stored order id', () => {
    expect(planConfirmation({ payment_intent: 'pi_1', redirect_status: 'succeeded' }, 'o1')).toEqual({ kind: 'fetch-intent', orderId: 'o1', paymentIntent: 'pi_1' });
  });

  it('says the payment was cancelled for redirect_status=failed', () => {
    expect(planConfirmation({ payment_intent: 'pi_1', redirect_status: 'failed' }, 'o1')).toEqual({ kind: 'error', message: 'Payment was cancelled or failed. Please try again.' });
  });

  it('rejects any other redirect status', () => {
    expect(planConfirmation({ payment_intent: 'pi_1', redirect_status: 'requires_action' }, 'o1')).toEqual({ kind: 'error', message: 'Invalid payment status. Please contact support.' });
    expect(planConfirmation({ payment_intent: 'pi_1' }, 'o1')).toMatchObject({ message: 'Invalid payment status. Please contact support.' });
  });

  it('names the payment intent when the order data is gone', () => {
    expect(planConfirmation({ payment_intent: 'pi_9', redirect_status: 'succeeded' }, null)).toEqual({
      kind: 'error',
      message: 'Order data not found. Please contact support with payment intent: pi_9',
    });
  });

  it('is unavailable without any payment reference', () => {
    expect(planConfirmation({}, 'o1')).toEqual({ kind: 'unavailable', message: 'Order data unavailable. Please contact support.' });
  });
});

describe('verification failures', () => {
  it('quote the server message, or Unknown error', () => {
    expect(failureView(new ApiError(404, '404: {"message":"Order not found"}', '{"message":"Order not found"}'))).toEqual({ status: 'error', message: 'Payment verification failed: Order not found' });
    expect(failureView(new ApiError(500, '500: ', ''))).toEqual({ status: 'error', message: 'Payment verification failed: Unknown error' });
  });

  it('ask the customer to contact support when the API could not be reached', () => {
    expect(failureView(new TypeError('Failed to fetch'))).toEqual({ status: 'error', message: 'Payment verification failed. Please contact support.' });
  });
});

describe('polling while the deposit is processing', () => {
  function clock() {
    let t = 0;
    return { now: () => t, sleep: async (ms: number) => void (t += ms) };
  }

  it('asks again every 1.5 s until the order is paid, reporting that it is confirming', async () => {
    const answers: (() => Promise<ConfirmedOrder>)[] = [() => Promise.reject(processing()), async () => pending, async () => paid];
    let confirming = 0;
    const c = clock();
    const order = await pollConfirmation(() => answers.shift()!(), { ...c, onProcessing: () => confirming++ });
    expect(order).toBe(paid);
    expect(confirming).toBe(2);
    expect(c.now()).toBe(3000);
  });

  it('gives up after about 30 s with the processing error', async () => {
    const c = clock();
    let calls = 0;
    await expect(pollConfirmation(() => (calls++, Promise.reject(processing())), c)).rejects.toMatchObject({ status: 409 });
    expect(calls).toBe(21); // at 0 s, 1.5 s, … 30 s
    expect(c.now()).toBeLessThanOrEqual(30_000);
  });

  it('does not retry other failures', async () => {
    let calls = 0;
    await expect(pollConfirmation(() => (calls++, Promise.reject(new ApiError(404, '404: x', 'x'))), clock())).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
  });

  it('treats a refused or failed order as a failure, not as processing', async () => {
    await expect(pollConfirmation(async () => ({ ...paid, status: 'payment_failed' }) as ConfirmedOrder, clock())).rejects.toThrow('Payment verification failed. Please contact support.');
  });
});
