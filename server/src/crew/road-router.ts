import type { Point } from '@sdp/shared/crew/route-order';

/**
 * The crew's road router (docs/design.md §20, ADR 125): an OSRM server's HTTP API at ROUTING_URL, as OSRM answers it.
 * `/table/v1/driving/{lon,lat;…}?annotations=duration` gives drive seconds between every two places (for the order),
 * `/route/v1/driving/{lon,lat;…}` the legs of one order (seconds and meters each). Anything but `code: "Ok"` with a full answer
 * is an error here; the caller falls back to straight lines.
 */
export interface RoadRouter {
  /** Drive seconds from each place to each other place: `[from][to]`. */
  durations(places: readonly Point[]): Promise<number[][]>;
  /** The legs of a drive through `places` in this order: one fewer than the places. */
  legs(places: readonly Point[]): Promise<{ seconds: number; meters: number }[]>;
}

export class RouterError extends Error {}

// NOTE: OSRM takes longitude first; six decimals is 0.1 m, more than a zip centre needs, and keeps the URL short.
const coordinates = (places: readonly Point[]) => places.map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** An OSRM client at `baseUrl` (no trailing path), each call given up after `timeoutMs`. */
export function osrmRouter(baseUrl: string, timeoutMs: number): RoadRouter {
  const root = baseUrl.replace(/\/+$/, '');
  const get = async (path: string): Promise<Record<string, unknown>> => {
    let res: Response;
    try {
      res = await fetch(`${root}${path}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (err) {
      throw new RouterError(`router unreachable: ${err instanceof Error ? err.name : 'error'}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body || body.code !== 'Ok') {
      throw new RouterError(`router answered ${res.status} ${typeof body?.code === 'string' ? body.code : 'without a code'}`);
    }
    return body;
  };
  return {
    async durations(places) {
      const body = await get(`/table/v1/driving/${coordinates(places)}?annotations=duration`);
      const rows = body.durations;
      // NOTE: OSRM writes null for a pair it cannot connect (an island, a closed road): no usable table, so straight lines.
      if (!Array.isArray(rows) || rows.length !== places.length || !rows.every((r) => Array.isArray(r) && r.length === places.length && r.every(finite))) {
        throw new RouterError('router table incomplete');
      }
      return rows as number[][];
    },
    async legs(places) {
      const body = await get(`/route/v1/driving/${coordinates(places)}?overview=false&steps=false`);
      const legs = (body.routes as { legs?: { duration?: unknown; distance?: unknown }[] }[] | undefined)?.[0]?.legs;
      if (!Array.isArray(legs) || legs.length !== places.length - 1 || !legs.every((l) => finite(l.duration) && finite(l.distance))) {
        throw new RouterError('router route incomplete');
      }
      return legs.map((l) => ({ seconds: l.duration as number, meters: l.distance as number }));
    },
  };
}

/** The router ROUTING_URL names, or null (straight lines) when it is empty. */
export function routerFromEnv(env: { ROUTING_URL: string; ROUTING_TIMEOUT_MS: number }): RoadRouter | null {
  return env.ROUTING_URL ? osrmRouter(env.ROUTING_URL, env.ROUTING_TIMEOUT_MS) : null;
}
