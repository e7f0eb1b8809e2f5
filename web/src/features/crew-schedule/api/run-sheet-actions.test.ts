import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { setApiTransport } from '../../../lib/api-fetch.ts';
import type { HeldKey } from '../../../lib/kept-on-phone.ts';
import { ACTION_KEY, restoreOutbox } from '../logic/phone-store.ts';
import { registerRunSheetActions, type RunSheetAction } from './run-sheet-actions.ts';

// Issue 36, item 11 (ADR 187): back in signal, a "Delivered" (which charges the balance) is sent without waiting for the photo taken
// before it, however long that upload takes; the photo still goes, to its own stop, once the taps are sent. The server is a stand-in
// whose photo upload hangs until the test lets it finish, so the order is certain, not a race.
const ORDER = '7f9c1a52-0d8e-4b61-9a3e-2c4d5e6f7a8b';
const photo: RunSheetAction = { kind: 'photo', orderId: ORDER, customerName: 'Avery Hale', clientId: '11111111-1111-4111-8111-111111111111', photo: new Blob(['jpeg'], { type: 'image/jpeg' }) };
const deliver: RunSheetAction = { kind: 'deliver', orderId: ORDER, customerName: 'Avery Hale', clientId: '22222222-2222-4222-8222-222222222222' };

let client: QueryClient;
let sent: string[];
let finishUpload: () => void;
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  const uploaded = new Promise<void>((resolve) => (finishUpload = resolve));
  setApiTransport(async (input, init) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://phone.test').pathname;
    sent.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${path}`);
    if (path.endsWith('/photos')) {
      await uploaded;
      return answer({ photos: [], added: true }, 201);
    }
    return answer({});
  });
  client = new QueryClient();
  registerRunSheetActions(client);
  client.mount();
  onlineManager.setOnline(false);
});
afterEach(() => {
  finishUpload();
  client.unmount();
  onlineManager.setOnline(true);
});

/** A tap made on the phone now, as the run sheet makes it (its function comes from the registration). */
const make = (action: RunSheetAction) => client.getMutationCache().build(client, { mutationKey: [ACTION_KEY, action.kind] }).execute(action);

describe('the crew phone\'s queue back in signal', () => {
  it('sends a Delivered made after a photo at once, while that photo is still uploading, and the photo after it', async () => {
    const photoSent = make(photo);
    const deliverSent = make(deliver);
    onlineManager.setOnline(true);

    await vi.waitFor(() => expect(sent).toEqual([`POST /api/admin/orders/${ORDER}/deliver`, `POST /api/admin/orders/${ORDER}/photos`]), { timeout: 2_000 });
    await expect(deliverSent).resolves.toBeDefined(); // answered while the upload still hangs
    finishUpload();
    await expect(photoSent).resolves.toEqual({ photos: [], added: true });
  }, 5_000);

  it('sends the same way a queue kept on the phone before the two lanes (one scope for every action)', async () => {
    const oneLane = (action: RunSheetAction, at: number) => ({
      mutationKey: [ACTION_KEY, action.kind], scope: { id: ACTION_KEY },
      state: { context: undefined, data: undefined, error: null, failureCount: 0, failureReason: null, isPaused: true, status: 'pending', variables: action, submittedAt: at },
    }) as DehydratedState['mutations'][number];
    const state: DehydratedState = { queries: [], mutations: [oneLane(photo, 1), oneLane(deliver, 2)] };
    await restoreOutbox(client, {} as HeldKey, { version: 1, state });
    onlineManager.setOnline(true);
    void client.resumePausedMutations();

    await vi.waitFor(() => expect(sent).toEqual([`POST /api/admin/orders/${ORDER}/deliver`, `POST /api/admin/orders/${ORDER}/photos`]), { timeout: 2_000 });
    finishUpload();
    await vi.waitFor(() => expect(client.getMutationCache().findAll({ status: 'pending' })).toHaveLength(0), { timeout: 2_000 });
  }, 5_000);
});
