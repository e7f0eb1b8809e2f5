import { startOsrmStandIn } from './server.ts';

// `npm run osrm-stand-in -w dev`: a local OSRM for the run sheet's road times; set ROUTING_URL to the address it prints.
const router = await startOsrmStandIn({ port: Number(process.env.OSRM_STAND_IN_PORT ?? 5005) });
console.log(`OSRM stand-in: ROUTING_URL=${router.url}`);
const stop = () => void router.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
