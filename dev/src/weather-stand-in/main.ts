import { startWeatherStandIn } from './server.ts';

// `npm run weather-stand-in -w dev`: a local National Weather Service API for weather care; set WEATHER_API_URL to the address it
// prints. Mild days by default; POST /__forecast [{ "date": "2026-10-06", "highF": 98, "gustMph": 12 }] makes heat.
const weather = await startWeatherStandIn({ port: Number(process.env.WEATHER_STAND_IN_PORT ?? 12399) });
console.log(`Weather stand-in: WEATHER_API_URL=${weather.url}`);
const stop = () => void weather.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
