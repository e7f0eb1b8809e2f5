import type Stripe from 'stripe';
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

/** The object Stripe puts in `data.object` for an event type (`payment_intent.succeeded` -> a PaymentIntent). */
export type EventObject<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>['data']['object'];

/** Record an event (snapshot of the object now) and deliver it; resolves after the first delivery attempt. */
export function emit<T extends Stripe.Event.Type>(ctx: EmulatorContext, type: T, object: EventObject<T>): Promise<boolean> {
  const event = {
    id: newId('evt'),
    object: 'event',
    api_version: EMULATOR_API_VERSION,
    created: nowSeconds(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } satisfies StripeEvent;
  ctx.state.events.push(event);
  return ctx.sender.send(event);
}
