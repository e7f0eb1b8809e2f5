import { newId, nowSeconds, type EmulatorState, type StripeEvent } from './store.ts';
import type { WebhookSender } from './webhook-sender.ts';

export const EMULATOR_API_VERSION = '2026-10-28.endive';

/** What every part of the emulator shares: the objects, the webhook sender and the URL browsers reach it at. */
export interface EmulatorContext {
  state: EmulatorState;
  sender: WebhookSender;
  publicUrl(): string;
  businessName: string;
}

/** Record an event (snapshot of the object now) and deliver it; resolves after the first delivery attempt. */
export function emit(ctx: EmulatorContext, type: string, object: unknown): Promise<boolean> {
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    api_version: EMULATOR_API_VERSION,
    created: nowSeconds(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  ctx.state.events.push(event);
  return ctx.sender.send(event);
}
