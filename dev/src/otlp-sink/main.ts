import { startOtlpSink } from './server.ts';

// `npm run otlp-sink -w dev`: OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 sends the API's and workers' spans here.
const sink = await startOtlpSink({ port: Number(process.env.OTLP_SINK_PORT ?? 4318) });
// NOTE: a JSON line with the port first, so a harness that starts it on port 0 (make bench) learns where it listens.
console.log(JSON.stringify({ msg: 'otlp sink listening', port: Number(new URL(sink.url).port) }));
console.log(`OTLP/HTTP trace sink: ${sink.url}/v1/traces  spans at ${sink.url}/__sink/spans, one trace at ${sink.url}/__sink/traces/<traceId>`);
const stop = () => void sink.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
