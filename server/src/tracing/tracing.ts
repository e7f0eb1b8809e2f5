import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Env } from '../env.ts';
import { scrubText, scrubUrl } from './scrub.ts';

/**
 * Traces (docs/design.md §25, ADR 260): with OTEL_EXPORTER_OTLP_ENDPOINT set, each process starts the OpenTelemetry Node SDK once
 * and exports its spans over OTLP/HTTP (JSON) to `${endpoint}/v1/traces`. Unset, nothing is loaded and every helper here is a
 * no-op that costs a boolean test: `make bench` holds the cost of the "on" case to 10 % (bench/src/telemetry-overhead.ts).
 */

let enabled = false;
let shutdownSdk: (() => Promise<void>) | null = null;

/** True once startTracing started the SDK in this process. */
export const tracingOn = (): boolean => enabled;

/** Attributes whose whole value is a URL: only its path, scrubbed, is exported. */
const URL_ATTRIBUTES = new Set(['url.full', 'http.url', 'http.target', 'url.path']);

function scrubAttributes(attributes: Attributes): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') out[key] = URL_ATTRIBUTES.has(key) ? scrubUrl(value) : scrubText(value);
    else if (Array.isArray(value)) out[key] = value.map((item) => (typeof item === 'string' ? scrubText(item) : item)) as typeof value;
    else out[key] = value;
  }
  return out;
}

/**
 * The last line before a span leaves the process: every string attribute (the span's, its events', the status message) and the
 * name pass scrubText, so no e-mail, phone, card or token is exported whatever an instrumentation recorded (an error message
 * with an address in it, a request URL with a signed link's token).
 */
export class ScrubbingExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], done: Parameters<SpanExporter['export']>[1]): void {
    const scrubbed = spans.map((span) => Object.create(span, {
      name: { value: scrubText(span.name) },
      attributes: { value: scrubAttributes(span.attributes) },
      events: { value: span.events.map((event) => ({ ...event, attributes: event.attributes && scrubAttributes(event.attributes) })) },
      status: { value: { ...span.status, message: span.status.message && scrubText(span.status.message) } },
    }) as ReadableSpan);
    this.inner.export(scrubbed, done);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

/**
 * Start exporting this process's spans when OTEL_EXPORTER_OTLP_ENDPOINT is set (once per process; later calls do nothing).
 * `service` is the OpenTelemetry service.name (sdpumpkin-api, sdpumpkin-workers).
 */
export async function startTracing(env: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT'>, service: string): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || enabled) return enabled;
  const [{ NodeSDK }, { OTLPTraceExporter }, { BatchSpanProcessor }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/sdk-trace-base'),
  ]);
  const url = `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`;
  const exporter = new ScrubbingExporter(new OTLPTraceExporter({ url }));
  const sdk = new NodeSDK({
    serviceName: service,
    // NOTE: spans are batched (at most every second) off the request path; only spans: no metrics or logs over OTLP (the metrics
    // are Prometheus's, GET /api/metrics), no auto-instrumentation (routes and jobs are named by @hono/otel and bullmq-otel).
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
    resourceDetectors: [],
  });
  sdk.start();
  enabled = true;
  shutdownSdk = () => sdk.shutdown();
  return true;
}

/** Flush and stop the exporter (the process's shutdown calls it so the last spans are not lost). */
export async function stopTracing(): Promise<void> {
  const stop = shutdownSdk;
  shutdownSdk = null;
  enabled = false;
  await stop?.().catch(() => {});
  // NOTE: unregister the global provider, context manager and propagator too, so a later start (a test file after another in
  // the same worker) registers its own.
  trace.disable();
  context.disable();
  propagation.disable();
}

/** The W3C traceparent of the active span (stored with an outbox event), or null outside a trace or with tracing off. */
export function currentTraceParent(): string | null {
  if (!enabled) return null;
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored traceparent stands for (a child of it continues that trace). */
export function contextOf(traceParent: string): Context {
  return propagation.extract(context.active(), { traceparent: traceParent });
}

/** Start a span, child of a stored traceparent (or a root span without one); the caller ends it. */
export function startSpanFrom(traceParent: string | null, name: string, attributes: Attributes, kind: SpanKind = SpanKind.INTERNAL): Span {
  const parent = traceParent ? contextOf(traceParent) : context.active();
  return trace.getTracer('sdpumpkin').startSpan(name, { kind, attributes }, parent);
}

/** A span that hands its context to BullMQ jobs (the relay's, for one outbox event). */
export interface ProducerSpan {
  /** BullMQ's job telemetry option (bullmq-otel's metadata format) that makes a job's spans children of this span. */
  telemetry: { metadata: string };
  end(error?: Error): void;
}

/** Start a producer span, child of a stored traceparent; its `telemetry` goes in the options of the jobs it adds. */
export function startProducerSpan(traceParent: string, name: string, attributes: Attributes): ProducerSpan {
  const span = startSpanFrom(traceParent, name, attributes, SpanKind.PRODUCER);
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  return {
    telemetry: { metadata: JSON.stringify(carrier) },
    end: (error) => {
      if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
      span.end();
    },
  };
}

/** A server span around an answer given without the router (the catalog's fast path): started now, ended by the returned call. */
export function startServerSpan(method: string, route: string): (status: number) => void {
  const span = trace.getTracer('sdpumpkin').startSpan(`${method} ${route}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route } });
  return (status) => {
    span.setAttribute('http.response.status_code', status);
    span.end();
  };
}

/** Rename the active span (a job's `process` span gets the job's name; a request's its route). */
export function nameActiveSpan(name: string): void {
  if (enabled) trace.getActiveSpan()?.updateName(name);
}

/** The BullMQ `telemetry` option (bullmq-otel) while tracing is on; undefined otherwise, so BullMQ skips its tracing entirely. */
export async function bullTelemetry(): Promise<import('bullmq').Telemetry | undefined> {
  if (!enabled) return undefined;
  const { BullMQOtel } = await import('bullmq-otel');
  return new BullMQOtel({ tracerName: 'sdpumpkin' });
}
