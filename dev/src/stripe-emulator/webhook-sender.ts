import { createHmac } from 'node:crypto';
import type { StripeEvent } from './store.ts';

export interface Delivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number | null;
  ok: boolean;
  error?: string;
}

export interface WebhookSenderOptions {
  url: string | null;
  secret: string;
  /** Waits between attempts after a failure; the number of entries + 1 is the number of attempts. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

/** `Stripe-Signature: t=…,v1=…`: HMAC-SHA256 of `${t}.${payload}` with the endpoint secret, as Stripe signs. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Sends signed events to one endpoint; a failed delivery (network error or non-2xx) is retried with backoff. */
export function createWebhookSender(options: WebhookSenderOptions) {
  const retryDelays = options.retryDelaysMs ?? [500, 1000, 2000, 4000];
  const deliveries: Delivery[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  async function attempt(event: StripeEvent, number: number): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    try {
      const res = await fetch(options.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(payload, options.secret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      await res.arrayBuffer().catch(() => undefined);
      deliveries.push({ eventId: event.id, type: event.type, attempt: number, status: res.status, ok: res.ok });
      return res.ok;
    } catch (err) {
      deliveries.push({ eventId: event.id, type: event.type, attempt: number, status: null, ok: false, error: (err as Error).message });
      return false;
    }
  }

  async function deliverWithRetries(event: StripeEvent, first: Promise<boolean>) {
    if (await first) return;
    for (const [i, delay] of retryDelays.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (closed) return;
      if (await attempt(event, i + 2)) return;
    }
  }

  return {
    deliveries,
    /** Deliver an event; resolves after the first attempt (retries go on in the background). */
    send(event: StripeEvent): Promise<boolean> {
      if (!options.url || closed) return Promise.resolve(false);
      const first = attempt(event, 1);
      const all = deliverWithRetries(event, first).finally(() => inFlight.delete(all));
      inFlight.add(all);
      return first;
    },
    /** Resolves when every delivery, retries included, has finished. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close() {
      closed = true;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
