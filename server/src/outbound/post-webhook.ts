import { fetch, type Dispatcher } from 'undici';
import { UnsafeTargetError } from './safe-target.ts';

const MAX_REDIRECTS = 3;

export interface WebhookResponse {
  status: number;
  /** The URL that finally answered (after redirects). */
  url: string;
}

/**
 * POST JSON to a subscriber. Redirects are followed by hand (at most 3), re-checking every hop with the SSRF guard,
 * because fetch's own redirect handling would reach whatever address a hostile target points it to.
 */
export interface PostWebhookOptions {
  timeoutMs: number;
  headers: Record<string, string>;
  /** The SSRF guard for each hop: assertSafeWebhookTarget with the deployment's settings. */
  checkTarget: (url: string | URL) => Promise<URL>;
  /** Where sockets come from: createSafeDispatcher, which checks the address each socket connects to. */
  dispatcher: Dispatcher;
}

export async function postWebhook(target: string, body: unknown, options: PostWebhookOptions): Promise<WebhookResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs); // one budget for the whole chain
  const payload = JSON.stringify(body);
  let url = await options.checkTarget(target);
  for (let hop = 0; ; hop += 1) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'SDPumpkin-Webhooks/1.0', ...options.headers },
      body: payload,
      redirect: 'manual',
      signal,
      dispatcher: options.dispatcher,
    }).catch(unwrapRefusal);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      await res.body?.cancel();
      return { status: res.status, url: url.toString() };
    }
    await res.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new Error(`Too many redirects (more than ${MAX_REDIRECTS})`);
    // NOTE: the payload is re-posted on every redirect kind: a catch hook that moved still wants the event, never a GET.
    url = await options.checkTarget(new URL(location, url));
  }
}

/** fetch reports a refused connection as "fetch failed"; surface the guard's own refusal so it counts as permanent. */
function unwrapRefusal(err: unknown): never {
  const cause = err instanceof Error ? err.cause : undefined;
  throw cause instanceof UnsafeTargetError ? cause : err;
}
