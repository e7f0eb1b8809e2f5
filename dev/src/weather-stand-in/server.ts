import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { Hono } from 'hono';
import { listenHttp } from '../lib/listen-http.ts';

/**
 * A local National Weather Service API (docs/design.md §19, ADR 130): the two calls weather care makes, answered in NWS's own
 * GeoJSON. `/points/{lat},{lon}` names a grid cell (`properties.forecastGridData`); `/gridpoints/{office}/{x},{y}` gives its raw
 * forecast: `maxTemperature` in wmoUnit:degC (one value a day, 7 AM to 8 PM Pacific) and `windGust` in wmoUnit:km_h-1 (four
 * six-hour values a day), each with an ISO 8601 `validTime` interval. As NWS asks, a request without a User-Agent naming its caller
 * is refused (403).
 * Tests set the forecast by San Diego day (`setDays`, in °F and mph); `setMode('down')` answers 503 as NWS does when it is down.
 */
export interface ForecastDay { date: string; highF: number; gustMph: number }
export type WeatherMode = 'ok' | 'down';

export interface WeatherStandIn {
  url: string;
  /** The paths asked for, oldest first, with the User-Agent each came with. */
  requests: { path: string; userAgent: string | null }[];
  /** The forecast every grid cell gives, from these days on. */
  setDays(days: ForecastDay[]): void;
  setMode(mode: WeatherMode): void;
  close(): Promise<void>;
}

const OFFICE = 'SGX';
const KMH_PER_MPH = 1.609344;
/** 2.5 km cells, roughly: the grid cell of a place, as NWS's grid is fixed to the ground. */
const cellOf = (lat: number, lon: number) => ({ x: Math.round((lon + 118) / 0.025), y: Math.round((lat - 32) / 0.025) });

/** Mild San Diego autumn days from `from` (the default forecast, for `make dev`): 74 °F, gusts 12 mph. */
export function mildDays(from: Date, count = 7): ForecastDay[] {
  return Array.from({ length: count }, (_, i) => ({ date: new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10), highF: 74, gustMph: 12 }));
}

/** NWS's raw grid forecast for these days. */
export function gridForecast(days: ForecastDay[], office: string, x: number, y: number) {
  const maxTemperature = days.map((d) => ({ validTime: `${d.date}T15:00:00+00:00/PT13H`, value: ((d.highF - 32) * 5) / 9 }));
  // NOTE: the day's strongest gust in the afternoon; calmer in the night and morning, as the coast's wind goes.
  const windGust = days.flatMap((d) => [0, 6, 12, 18].map((h) => ({
    validTime: `${d.date}T${String(h).padStart(2, '0')}:00:00+00:00/PT6H`,
    value: (h === 18 ? d.gustMph : Math.round(d.gustMph * 0.6)) * KMH_PER_MPH,
  })));
  const first = days[0]?.date ?? '1970-01-01';
  return {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1', wmoUnit: 'https://codes.wmo.int/common/unit/' }],
    id: `/gridpoints/${office}/${x},${y}`,
    type: 'Feature',
    geometry: null,
    properties: {
      '@id': `/gridpoints/${office}/${x},${y}`,
      '@type': 'wx:Gridpoint',
      updateTime: `${first}T10:00:00+00:00`,
      validTimes: `${first}T00:00:00+00:00/P${Math.max(days.length, 1)}D`,
      elevation: { unitCode: 'wmoUnit:m', value: 30 },
      forecastOffice: `/offices/${office}`,
      gridId: office,
      gridX: x,
      gridY: y,
      maxTemperature: { uom: 'wmoUnit:degC', values: maxTemperature },
      windGust: { uom: 'wmoUnit:km_h-1', values: windGust },
    },
  };
}

const problem = (status: number, title: string, detail: string) => ({ correlationId: 'stand-in', title, type: 'https://api.weather.gov/problems/' + title.replace(/\s/g, ''), status, detail, instance: 'https://api.weather.gov/requests/stand-in' });

export async function startWeatherStandIn(options: { port?: number; days?: ForecastDay[] } = {}): Promise<WeatherStandIn> {
  const requests: WeatherStandIn['requests'] = [];
  let days = options.days ?? mildDays(new Date());
  let mode: WeatherMode = 'ok';
  let base = '';
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/geo+json' } });

  const app = new Hono()
    .use('*', async (c, next) => {
      const userAgent = c.req.header('user-agent') ?? null;
      if (!c.req.path.startsWith('/__')) requests.push({ path: c.req.path, userAgent });
      if (c.req.path.startsWith('/__')) return next();
      // NOTE: Node's fetch always sends its own bare `node`: a caller that says nothing of itself is refused as one without.
      if (!userAgent || /^(node|undici)$/i.test(userAgent)) return json(problem(403, 'Forbidden', 'A User-Agent header naming the caller is required (NWS API terms of service).'), 403);
      if (mode === 'down') return json(problem(503, 'Service Unavailable', 'The forecast service is down.'), 503);
      return next();
    })
    .get('/points/:point', (c) => {
      const [lat, lon, ...rest] = c.req.param('point').split(',').map(Number);
      if (rest.length || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat!) > 90 || Math.abs(lon!) > 180) {
        return json(problem(400, 'Invalid Parameter', `Parameter "point" is invalid: ${c.req.param('point')}`), 400);
      }
      const { x, y } = cellOf(lat!, lon!);
      return json({
        id: `${base}/points/${lat},${lon}`,
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lon, lat] },
        properties: {
          '@id': `${base}/points/${lat},${lon}`,
          '@type': 'wx:Point',
          cwa: OFFICE,
          gridId: OFFICE,
          gridX: x,
          gridY: y,
          forecast: `${base}/gridpoints/${OFFICE}/${x},${y}/forecast`,
          forecastHourly: `${base}/gridpoints/${OFFICE}/${x},${y}/forecast/hourly`,
          // NOTE: NWS names its own host here; weather care asks WEATHER_API_URL on the same path.
          forecastGridData: `https://api.weather.gov/gridpoints/${OFFICE}/${x},${y}`,
          timeZone: BUSINESS_TIME_ZONE,
          radarStation: 'KNKX',
        },
      });
    })
    .get('/gridpoints/:office/:xy', (c) => {
      const [x, y] = c.req.param('xy').split(',').map(Number);
      if (!Number.isInteger(x) || !Number.isInteger(y)) return json(problem(404, 'Not Found', 'Grid point not found'), 404);
      return json(gridForecast(days, c.req.param('office'), x!, y!));
    })
    // For a person trying it with `make dev`: POST /__forecast [{ date, highF, gustMph }, …], POST /__mode { mode }.
    .post('/__forecast', async (c) => {
      days = (await c.req.json()) as ForecastDay[];
      return c.json({ days });
    })
    .post('/__mode', async (c) => {
      mode = ((await c.req.json()) as { mode: WeatherMode }).mode === 'down' ? 'down' : 'ok';
      return c.json({ mode });
    })
    .get('/__requests', (c) => c.json(requests))
    .all('*', () => json(problem(404, 'Not Found', 'The requested resource was not found'), 404));

  const http = await listenHttp(app, options.port ?? 0);
  base = http.url;
  return {
    url: http.url,
    requests,
    setDays: (next) => { days = next; },
    setMode: (next) => { mode = next; },
    close: () => http.close(),
  };
}
