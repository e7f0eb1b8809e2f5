import { Hono, type Context } from 'hono';
import { listenHttp } from '../lib/listen-http.ts';
import { roadLeg, type LonLat } from './road-model.ts';

/**
 * A local OSRM (docs/design.md §20, ADR 125): the two services the run sheet calls, `/table/v1/driving/{coordinates}` and
 * `/route/v1/driving/{coordinates}`, answered in OSRM's own JSON from the road model in road-model.ts. `setMode` makes it fail
 * as a real router can: 'down' (503, as a proxy in front of a stopped osrm-routed), 'hang' (never answers: the caller's timeout),
 * 'no-route' (OSRM's `NoRoute`/`NoTable` codes).
 */
export type OsrmMode = 'ok' | 'down' | 'hang' | 'no-route';

export interface OsrmStandIn {
  url: string;
  /** The paths asked for, oldest first (coordinates included). */
  requests: string[];
  setMode(mode: OsrmMode): void;
  close(): Promise<void>;
}

/** "lon,lat;lon,lat…" as OSRM reads it, or null when it is not that (at least two places, each in range). */
export function parseCoordinates(text: string): LonLat[] | null {
  const places = text.split(';').map((pair) => {
    const [lon, lat, ...rest] = pair.split(',').map((n) => (n.trim() === '' ? NaN : Number(n)));
    return rest.length === 0 && Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lat!) <= 90 && Math.abs(lon!) <= 180 ? { lon: lon!, lat: lat! } : null;
  });
  return places.length >= 2 && places.every((p) => p !== null) ? (places as LonLat[]) : null;
}

const waypoint = (p: LonLat) => ({ hint: '', distance: 0, name: '', location: [p.lon, p.lat] });

export async function startOsrmStandIn(options: { port?: number } = {}): Promise<OsrmStandIn> {
  const requests: string[] = [];
  const hanging = new Set<() => void>();
  let mode: OsrmMode = 'ok';

  /** What every service does first: record the call, fail as told, read the coordinates. */
  const begin = async (c: Context): Promise<LonLat[] | Response> => {
    requests.push(c.req.path + (c.req.url.includes('?') ? `?${c.req.url.split('?')[1]}` : ''));
    if (mode === 'down') return c.text('503 Service Unavailable', 503);
    if (mode === 'hang') {
      await new Promise<void>((resolve) => hanging.add(resolve));
      return c.text('gone', 503);
    }
    const places = parseCoordinates(c.req.param('coordinates') ?? '');
    if (!places) return c.json({ code: 'InvalidQuery', message: 'Query string malformed close to position 0' }, 400);
    return places;
  };

  const app = new Hono()
    .get('/table/v1/driving/:coordinates', async (c) => {
      const places = await begin(c);
      if (places instanceof Response) return places;
      if (mode === 'no-route') return c.json({ code: 'NoTable', message: 'No table found' }, 400);
      const annotations = (c.req.query('annotations') ?? 'duration').split(',');
      if (!annotations.every((a) => a === 'duration' || a === 'distance')) return c.json({ code: 'InvalidOptions', message: 'Invalid annotations' }, 400);
      const legs = places.map((a) => places.map((b) => roadLeg(a, b)));
      return c.json({
        code: 'Ok',
        ...(annotations.includes('duration') ? { durations: legs.map((row) => row.map((l) => l.seconds)) } : {}),
        ...(annotations.includes('distance') ? { distances: legs.map((row) => row.map((l) => l.meters)) } : {}),
        sources: places.map(waypoint),
        destinations: places.map(waypoint),
      });
    })
    .get('/route/v1/driving/:coordinates', async (c) => {
      const places = await begin(c);
      if (places instanceof Response) return places;
      if (mode === 'no-route') return c.json({ code: 'NoRoute', message: 'Impossible route between points' }, 400);
      const legs = places.slice(1).map((to, i) => {
        const leg = roadLeg(places[i]!, to);
        return { duration: leg.seconds, distance: leg.meters, weight: leg.seconds, summary: '', steps: [] };
      });
      const sum = (key: 'duration' | 'distance') => Math.round(legs.reduce((s, l) => s + l[key], 0) * 10) / 10;
      return c.json({
        code: 'Ok',
        routes: [{ duration: sum('duration'), distance: sum('distance'), weight: sum('duration'), weight_name: 'routability', legs }],
        waypoints: places.map(waypoint),
      });
    })
    .all('*', (c) => c.json({ code: 'InvalidUrl', message: `URL string malformed close to position 1: "${c.req.path}"` }, 400));

  const http = await listenHttp(app, options.port ?? 0);
  return {
    url: http.url,
    requests,
    setMode: (next) => {
      mode = next;
      if (next !== 'hang') for (const release of hanging) release();
      if (next !== 'hang') hanging.clear();
    },
    close: async () => {
      for (const release of hanging) release();
      await http.close();
    },
  };
}
