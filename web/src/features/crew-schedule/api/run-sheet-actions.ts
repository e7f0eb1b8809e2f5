import { useMutation, useMutationState, type Mutation, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { ApiError, isUnauthorized } from '../../../lib/api-fetch.ts';
import { lastKeyId, setActionsAwaitingSignIn, untilSignedInAgain } from '../../../lib/kept-on-phone.ts';
import { reportUnauthorized } from '../../../lib/query-client.ts';
import { ACTION_KEY } from '../logic/phone-store.ts';
import { sendAfterPhoto, type PhotoKind } from './after-photos.ts';

/**
 * What a crew member does at a porch, as actions that wait for signal (docs/design.md §20, ADR 146): each is a mutation with a key
 * and its function registered once (setMutationDefaults), so one made offline and kept on the phone is sent after a reload too; each
 * carries what makes it once on the server. Two lanes (ADR 187): the taps (On my way, Delivered, porch notes) share one scope and go
 * one at a time in the order made; photos go one at a time in their own, and each waits until no tap is left to send, so a
 * "Delivered" (which charges the balance) never waits behind a photo's upload. A photo names its order, so it still lands on its stop.
 * "Picked up" (docs/design.md §26) goes in the photos' lane, after the "porch cleared" photo it closes with: the server refuses it
 * without one, so it must never overtake it.
 */
export type RunSheetAction =
  | { kind: 'on-my-way'; orderId: string; customerName: string }
  | { kind: 'deliver'; orderId: string; customerName: string; clientId: string }
  | { kind: 'photo'; orderId: string; customerName: string; clientId: string; photo: Blob; photoKind?: PhotoKind }
  | { kind: 'pickup-done'; orderId: string; customerName: string; poundsDonated: number }
  | { kind: 'porch-note'; orderId: string; customerName: string; customerId: string; porchNotes: string };

type Kind = RunSheetAction['kind'];
type ActionOf<K extends Kind> = Extract<RunSheetAction, { kind: K }>;

const SEND = {
  // NOTE: once per order per San Diego day on the server (ADR 133): a second one answers `already`, sends nothing.
  'on-my-way': ({ orderId }: ActionOf<'on-my-way'>) => unwrap(api.admin.orders[':id']['on-my-way'].$post({ param: { id: orderId } })),
  'deliver': ({ orderId, clientId }: ActionOf<'deliver'>) => unwrap(api.admin.orders[':id'].deliver.$post({ param: { id: orderId }, json: { clientId } })),
  'photo': ({ orderId, clientId, photo, photoKind }: ActionOf<'photo'>) => sendAfterPhoto(orderId, photo, clientId, photoKind),
  // NOTE: the first tap's pounds stand on the server; sent again it answers `already`.
  'pickup-done': ({ orderId, poundsDonated }: ActionOf<'pickup-done'>) =>
    unwrap(api.admin.orders[':id'].pickup.done.$post({ param: { id: orderId }, json: { poundsDonated } })),
  // NOTE: the notes as a whole, set (PATCH): sent twice they are the same notes; two edits go in order, the last one stands.
  'porch-note': ({ customerId, porchNotes }: ActionOf<'porch-note'>) =>
    unwrap(api.admin.customers[':id'].$patch({ param: { id: customerId }, json: { porchNotes } })),
} satisfies { [K in Kind]: (action: ActionOf<K>) => Promise<unknown> };
type Result<K extends Kind> = Awaited<ReturnType<(typeof SEND)[K]>>;

/** The photos' lane: one upload at a time, beside the taps' lane (ACTION_KEY), never in front of it. */
const PHOTO_SCOPE = `${ACTION_KEY}:photos`;
const inPhotoLane = (kind: Kind) => kind === 'photo' || kind === 'pickup-done';
const laneOf = (kind: Kind) => (inPhotoLane(kind) ? PHOTO_SCOPE : ACTION_KEY);
const tapWaiting = (client: QueryClient) =>
  client.getMutationCache().findAll({ mutationKey: [ACTION_KEY], status: 'pending', predicate: (m) => m.options.scope?.id === ACTION_KEY }).length > 0;

/** Resolves once no tap (On my way, Delivered, porch notes) is waiting or on its way: then a photo may take the signal. */
export function untilTapsSent(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (!tapWaiting(client)) return resolve();
    const stop = client.getMutationCache().subscribe(() => {
      if (tapWaiting(client)) return;
      stop();
      resolve();
    });
  });
}

// NOTE: the lists a sent action changes: the run sheet first, and the screens that show the same order (features/order-money/api/order-action.ts).
const AFFECTED = [['run-sheet'], ['orders'], ['order'], ['crew-schedule'], ['admin'], ['customers'], ['customer']];

/** An action that will not be sent, with the reason the run sheet shows; final, never tried again. */
class NotSent extends Error {}

/** No signal (fetch itself failed) is worth trying again; an answer from the server (409, 404) is final. */
const retryWithoutAnswer = (failures: number, error: unknown) => !(error instanceof ApiError) && !(error instanceof NotSent) && failures < 5;

/**
 * Send an action; when the server answers 401 (the session ended while the action waited for signal) it is not refused but waits,
 * still pending, so still in the sealed outbox (ADR 168), for someone to sign in: the staff frame sends the crew to log in, the
 * login screen says how many wait. Signed in again as the person who made it, it is sent; as someone else, it is not (their key
 * could not have opened it after a reload either), and the run sheet lists it as not sent, to be done again.
 */
async function sendWhenSignedIn(client: QueryClient, send: () => Promise<unknown>): Promise<unknown> {
  const madeBy = lastKeyId();
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      setActionsAwaitingSignIn(client.getMutationCache().findAll({ mutationKey: [ACTION_KEY], status: 'pending' }).length);
      reportUnauthorized();
      await untilSignedInAgain();
      if (madeBy !== null && lastKeyId() !== madeBy) throw new NotSent('Made under another sign-in, so not sent: please do it again.');
    }
  }
}

/** Register each action's function on the client, once; must run before kept actions are restored and resumed. */
export function registerRunSheetActions(client: QueryClient): void {
  for (const kind of Object.keys(SEND) as Kind[]) {
    const send = (action: RunSheetAction) => sendWhenSignedIn(client, () => (SEND[kind] as (a: RunSheetAction) => Promise<unknown>)(action));
    client.setMutationDefaults([ACTION_KEY, kind], {
      mutationFn: inPhotoLane(kind) ? (action: RunSheetAction) => untilTapsSent(client).then(() => send(action)) : send,
      scope: { id: laneOf(kind) },
      retry: retryWithoutAnswer,
      onSettled: () => Promise.all(AFFECTED.map((queryKey) => client.invalidateQueries({ queryKey }))),
    });
  }
}

/** The hook for one kind of action; `mutate` takes the action (its function comes from registerRunSheetActions). */
export const useRunSheetAction = <K extends Kind>(kind: K) => useMutation<Result<K>, Error, ActionOf<K>>({ mutationKey: [ACTION_KEY, kind] });

export interface QueuedAction {
  id: number;
  action: RunSheetAction;
  status: 'pending' | 'error';
  paused: boolean;
  error: string | null;
}

const asQueued = (m: Mutation<unknown, Error, unknown>): QueuedAction => ({
  id: m.mutationId,
  action: m.state.variables as RunSheetAction,
  status: m.state.status === 'error' ? 'error' : 'pending',
  paused: m.state.isPaused,
  error: m.state.error instanceof ApiError ? (m.state.error.serverMessage ?? m.state.error.message)
    : m.state.error instanceof NotSent ? m.state.error.message : m.state.error ? 'It could not be sent.' : null,
});

/** The order the queue sends in: the taps in the order made, then the photos in the order taken (a stable sort keeps each lane's order). */
export const inSendingOrder = (queued: QueuedAction[]): QueuedAction[] =>
  [...queued].sort((a, b) => Number(inPhotoLane(a.action.kind)) - Number(inPhotoLane(b.action.kind)));

/** The actions not sent yet (waiting for signal, or on their way) and those the server refused, in the order they will go. */
export const useQueuedActions = (): QueuedAction[] =>
  inSendingOrder(useMutationState({ filters: { mutationKey: [ACTION_KEY], predicate: (m) => m.state.status === 'pending' || m.state.status === 'error' }, select: asQueued }));
