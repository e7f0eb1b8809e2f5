import { startCrmSink } from './server.ts';

// `npm run crm-sink -w dev`: point HUBSPOT_API_URL at it with CRM_PROVIDER=hubspot and HUBSPOT_TOKEN=dev-hubspot-token.
const sink = await startCrmSink({ port: Number(process.env.PORT ?? 1090), token: process.env.HUBSPOT_TOKEN ?? 'dev-hubspot-token' });
console.log(`CRM sink (HubSpot-shaped): ${sink.url}  calls at ${sink.url}/__sink/calls`);
const stop = () => void sink.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
