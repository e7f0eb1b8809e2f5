import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { listenHttp } from '../lib/listen-http.ts';
import { readBody } from '../lib/read-body.ts';
import { waitForRecords } from '../lib/wait-for-records.ts';

/**
 * A local Sentry: the envelope endpoint `POST /api/<project>/envelope/` as Sentry's SDKs send to it, authenticated by the DSN's
 * public key (the `X-Sentry-Auth` header's `sentry_key`, or the `sentry_key` query parameter). Unknown project 404, wrong or
 * missing key 401, a body that is not an envelope 400. It keeps every item (events, sessions...) for a test or a developer
 * (GET /__sink/events).
 */

/** One envelope item as received: its header and its payload (parsed when JSON). */
export interface SentryItem {
  type: string;
  header: Record<string, unknown>;
  payload: unknown;
  envelope: Record<string, unknown>;
}
export interface SentrySink {
  url: string;
  /** The DSN an SDK is configured with: http://<key>@127.0.0.1:<port>/<project>. */
  dsn: string;
  items(): SentryItem[];
  /** The error events (items of type `event`). */
  events(): Record<string, unknown>[];
  waitFor(predicate: (items: SentryItem[]) => boolean, timeoutMs?: number): Promise<SentryItem[]>;
  close(): Promise<void>;
}

/** The items of one envelope: a header line, then per item a header line and a payload of `length` bytes (or up to the next line). */
export function parseEnvelope(body: Buffer): SentryItem[] {
  let at = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, at);
    const slice = body.subarray(at, end === -1 ? body.length : end);
    at = end === -1 ? body.length : end + 1;
    return slice;
  };
  const envelope = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: SentryItem[] = [];
  while (at < body.length) {
    const headerLine = line().toString('utf8').trim();
    if (!headerLine) continue;
    const header = JSON.parse(headerLine) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof header.length === 'number') {
      payload = body.subarray(at, at + header.length);
      at += header.length;
      if (body[at] === 0x0a) at += 1;
    } else {
      payload = line();
    }
    const text = payload.toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // an attachment: kept as text
    }
    items.push({ type: String(header.type ?? ''), header, payload: parsed, envelope });
  }
  return items;
}

function keyOf(req: Request): string | null {
  const auth = req.headers.get('x-sentry-auth') ?? '';
  const fromHeader = /sentry_key=([^,\s]+)/.exec(auth)?.[1];
  return fromHeader ?? new URL(req.url).searchParams.get('sentry_key');
}

/** Start the sink (port 0: any free port) for one project and key; its `dsn` goes in SENTRY_DSN. */
export async function startSentrySink(options: { port?: number; project?: string; key?: string } = {}): Promise<SentrySink> {
  const project = options.project ?? '1';
  const key = options.key ?? randomBytes(16).toString('hex');
  const received: SentryItem[] = [];
  const app = new Hono()
    .post('/api/:project/envelope/', async (c) => {
      if (c.req.param('project') !== project) return c.json({ detail: 'Unknown project' }, 404);
      if (keyOf(c.req.raw) !== key) return c.json({ detail: 'Invalid api key' }, 401);
      try {
        received.push(...parseEnvelope(await readBody(c.req.raw)));
      } catch (err) {
        return c.json({ detail: `Malformed envelope: ${(err as Error).message}` }, 400);
      }
      return c.json({});
    })
    .get('/__sink/events', (c) => c.json(received));

  const http = await listenHttp(app, options.port ?? 0);
  return {
    url: http.url,
    dsn: `http://${key}@127.0.0.1:${http.port}/${project}`,
    items: () => [...received],
    events: () => received.filter((item) => item.type === 'event').map((item) => item.payload as Record<string, unknown>),
    waitFor: (predicate, timeoutMs = 20_000) => waitForRecords(() => received, predicate, { timeoutMs, stand: 'sentry sink', noun: 'items' }),
    close: () => http.close(),
  };
}
