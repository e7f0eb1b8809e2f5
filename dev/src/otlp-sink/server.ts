import { Hono } from 'hono';
import { listenHttp } from '../lib/listen-http.ts';
import { readBody } from '../lib/read-body.ts';
import { waitForRecords } from '../lib/wait-for-records.ts';

/**
 * A local OpenTelemetry collector for traces: OTLP/HTTP with the JSON encoding (`POST /v1/traces`,
 * `Content-Type: application/json`), as the OTLP specification defines it. It keeps every span it receives so a test or a
 * developer can read them (GET /__sink/spans, or one trace as an indented tree: GET /__sink/traces/:traceId). The protobuf
 * encoding is refused with 415, which names the setting to change (OTEL_EXPORTER_OTLP_PROTOCOL=http/json).
 */

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value: AnyValue };
interface OtlpSpan {
  traceId: string; spanId: string; parentSpanId?: string; name: string; kind?: number;
  startTimeUnixNano: string | number; endTimeUnixNano: string | number;
  attributes?: KeyValue[]; events?: { name: string; attributes?: KeyValue[] }[]; status?: { code?: number; message?: string };
}
interface ExportTraceServiceRequest {
  resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[] }[];
}

/** One span as received, its attributes flattened to plain values. */
export interface SinkSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  service: string;
  scope: string;
  startNs: bigint;
  endNs: bigint;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
  status: { code: number; message?: string };
}

export interface OtlpSink {
  url: string;
  spans(): SinkSpan[];
  /** Wait until the spans received satisfy `predicate`. */
  waitFor(predicate: (spans: SinkSpan[]) => boolean, timeoutMs?: number): Promise<SinkSpan[]>;
  /** One trace as indented lines: `name  (service, span id, parent id)`, children under their parent, by start time. */
  traceTree(traceId: string): string;
  clear(): void;
  close(): Promise<void>;
}

function plain(value: AnyValue | undefined): unknown {
  if (!value) return null;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  return null;
}
const flat = (attributes: KeyValue[] | undefined) => Object.fromEntries((attributes ?? []).map((a) => [a.key, plain(a.value)]));

/** The spans of one OTLP/JSON export request, flattened. Throws on a body that is not one. */
export function spansOf(request: ExportTraceServiceRequest): SinkSpan[] {
  if (typeof request !== 'object' || request === null || !Array.isArray(request.resourceSpans ?? [])) throw new Error('not an ExportTraceServiceRequest');
  return (request.resourceSpans ?? []).flatMap((rs) => {
    const service = String(flat(rs.resource?.attributes)['service.name'] ?? 'unknown');
    return (rs.scopeSpans ?? []).flatMap((ss) => (ss.spans ?? []).map((s): SinkSpan => ({
      traceId: s.traceId,
      spanId: s.spanId,
      parentSpanId: s.parentSpanId ? s.parentSpanId : null,
      name: s.name,
      kind: s.kind ?? 0,
      service,
      scope: ss.scope?.name ?? '',
      startNs: BigInt(s.startTimeUnixNano),
      endNs: BigInt(s.endTimeUnixNano),
      attributes: flat(s.attributes),
      events: (s.events ?? []).map((e) => ({ name: e.name, attributes: flat(e.attributes) })),
      status: { code: s.status?.code ?? 0, message: s.status?.message },
    })));
  });
}

function tree(spans: SinkSpan[], traceId: string): string {
  const mine = spans.filter((s) => s.traceId === traceId).sort((a, b) => (a.startNs < b.startNs ? -1 : 1));
  const ids = new Set(mine.map((s) => s.spanId));
  const lines: string[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const span of mine.filter((s) => (parent === null ? !s.parentSpanId || !ids.has(s.parentSpanId) : s.parentSpanId === parent))) {
      lines.push(`${'  '.repeat(depth)}${span.name}  (${span.service}, span ${span.spanId}, parent ${span.parentSpanId ?? '-'})`);
      walk(span.spanId, depth + 1);
    }
  };
  walk(null, 0);
  return lines.join('\n');
}

const json = (spans: SinkSpan[]) => spans.map((s) => ({ ...s, startNs: String(s.startNs), endNs: String(s.endNs) }));

/** Start the sink on 127.0.0.1 (port 0: any free port). Set OTEL_EXPORTER_OTLP_ENDPOINT to its url. */
export async function startOtlpSink(options: { port?: number } = {}): Promise<OtlpSink> {
  let received: SinkSpan[] = [];
  const app = new Hono()
    .post('/v1/traces', async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('application/json')) {
        return c.json({ code: 3, message: `Only OTLP/HTTP JSON is accepted here (got ${type || 'no Content-Type'}): set OTEL_EXPORTER_OTLP_PROTOCOL=http/json` }, 415);
      }
      let spans: SinkSpan[];
      try {
        spans = spansOf(JSON.parse((await readBody(c.req.raw)).toString('utf8')) as ExportTraceServiceRequest);
      } catch (err) {
        return c.json({ code: 3, message: `Malformed ExportTraceServiceRequest: ${(err as Error).message}` }, 400);
      }
      received.push(...spans);
      // NOTE: the OTLP answer to a full success is an ExportTraceServiceResponse with no partialSuccess.
      return c.json({});
    })
    .get('/__sink/spans', (c) => c.json(json(received)))
    .get('/__sink/traces/:traceId', (c) => c.text(tree(received, c.req.param('traceId'))))
    .delete('/__sink/spans', (c) => {
      received = [];
      return c.body(null, 204);
    });

  const http = await listenHttp(app, options.port ?? 0);
  return {
    url: http.url,
    spans: () => [...received],
    waitFor: (predicate, timeoutMs = 20_000) => waitForRecords(() => received, predicate, { timeoutMs, stand: 'otlp sink', noun: 'spans' }),
    traceTree: (traceId) => tree(received, traceId),
    clear: () => void (received = []),
    close: () => http.close(),
  };
}
