import { startSentrySink } from './server.ts';

// `npm run sentry-sink -w dev`: SENTRY_DSN set to the printed DSN sends the API's and workers' errors here.
const sink = await startSentrySink({
  port: Number(process.env.SENTRY_SINK_PORT ?? 9009),
  project: process.env.SENTRY_SINK_PROJECT ?? '1',
  key: process.env.SENTRY_SINK_KEY ?? 'devsentrykey0000000000000000000',
});
console.log(`Sentry sink: SENTRY_DSN=${sink.dsn}  events at ${sink.url}/__sink/events`);
const stop = () => void sink.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
