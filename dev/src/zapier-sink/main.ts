import { startZapierSink } from './server.ts';

// `npm run zapier-sink -w dev`: subscribe a hook URL such as http://127.0.0.1:1091/hooks/catch/demo on the Zapier page.
const sink = await startZapierSink({ port: Number(process.env.PORT ?? 1091) });
console.log(`Zapier sink: ${sink.hookUrl('demo')}  requests at ${sink.url}/__sink/requests`);
const stop = () => void sink.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
