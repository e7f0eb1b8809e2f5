import { Hono } from 'hono';
import { listenHttp } from '../lib/listen-http.ts';
import { waitForRecords } from '../lib/wait-for-records.ts';

/** What the hook answers to one request: a status, a redirect, or no answer at all (the caller's timeout fires). */
export type HookReply = number | 'hang' | { redirect: string; status?: 301 | 302 | 307 | 308 };

export interface CaughtHook {
  hookId: string;
  body: unknown;
  headers: Record<string, string>;
  reply: HookReply;
  at: string;
}
export interface ZapierSink {
  url: string;
  /** The catch-hook URL for an id, shaped like https://hooks.zapier.com/hooks/catch/{id}/. */
  hookUrl(hookId: string): string;
  requests(hookId?: string): CaughtHook[];
  /** Answer the next requests to this hook with these replies, in order, then 200 again. */
  script(hookId: string, replies: HookReply[]): void;
  /** Answer 410 Gone from now on, as Zapier does for a deleted Zap. */
  setGone(hookId: string): void;
  waitFor(predicate: (requests: CaughtHook[]) => boolean, timeoutMs?: number): Promise<CaughtHook[]>;
  close(): Promise<void>;
}

/** A local Zapier "Catch Hook": records every POST and answers as told. */
export async function startZapierSink(options: { port?: number } = {}): Promise<ZapierSink> {
  const requests: CaughtHook[] = [];
  const scripts = new Map<string, HookReply[]>();
  const gone = new Set<string>();
  const hanging = new Set<() => void>();

  const app = new Hono()
    .post('/hooks/catch/:hookId', async (c) => {
      const hookId = c.req.param('hookId');
      const reply: HookReply = gone.has(hookId) ? 410 : (scripts.get(hookId)?.shift() ?? 200);
      const body = await c.req.json().catch(() => null);
      requests.push({ hookId, body, headers: Object.fromEntries(c.req.raw.headers), reply, at: new Date().toISOString() });
      if (reply === 'hang') {
        await new Promise<void>((resolve) => hanging.add(resolve));
        return c.body(null, 503);
      }
      if (typeof reply === 'object') return c.redirect(reply.redirect, reply.status ?? 307);
      return reply === 200 ? c.json({ status: 'success', attempt: crypto.randomUUID() }) : c.json({ status: 'error' }, reply as 500);
    })
    .get('/__sink/requests', (c) => c.json(requests));

  const http = await listenHttp(app, options.port ?? 0);
  return {
    url: http.url,
    hookUrl: (hookId) => `${http.url}/hooks/catch/${hookId}`,
    requests: (hookId) => requests.filter((r) => hookId === undefined || r.hookId === hookId),
    script: (hookId, replies) => void scripts.set(hookId, [...replies]),
    setGone: (hookId) => void gone.add(hookId),
    waitFor: (predicate, timeoutMs = 20_000) => waitForRecords(() => requests, predicate, { timeoutMs, stand: 'zapier sink', noun: 'requests', pollMs: 25 }),
    close: async () => {
      for (const release of hanging) release();
      await http.close();
    },
  };
}
