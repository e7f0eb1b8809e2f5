import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadLeg } from './road-model.ts';
import { parseCoordinates, startOsrmStandIn, type OsrmStandIn } from './server.ts';

// The OSRM stand-in speaks OSRM's HTTP API (docs/design.md §20, ADR 125): the shapes below are OSRM v5's, which the API's client reads.
let osrm: OsrmStandIn;
beforeAll(async () => {
  osrm = await startOsrmStandIn();
});
afterAll(() => osrm?.close());

const MIRA_MESA = '-117.143,32.917';
const LA_JOLLA = '-117.257,32.840';
const OCEANSIDE = '-117.326,33.233';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OSRM's JSON, read loosely as a test does
const get = async (path: string): Promise<{ status: number; body: any }> => {
  const res = await fetch(`${osrm.url}${path}`);
  return { status: res.status, body: await res.json() };
};

describe('the OSRM stand-in', () => {
  it('answers /table with a drive-seconds matrix: zero to itself, the model\'s seconds between, waypoints for each place', async () => {
    const { status, body } = await get(`/table/v1/driving/${MIRA_MESA};${LA_JOLLA};${OCEANSIDE}?annotations=duration`);
    expect(status).toBe(200);
    expect(body.code).toBe('Ok');
    expect(body.durations).toHaveLength(3);
    expect(body.durations.map((row: number[], i: number) => row[i])).toEqual([0, 0, 0]);
    expect(body.durations[0][1]).toBe(roadLeg({ lon: -117.143, lat: 32.917 }, { lon: -117.257, lat: 32.84 }).seconds);
    expect(body.durations[0][2]).toBeGreaterThan(body.durations[0][1]); // Oceanside is further than La Jolla from Mira Mesa
    expect(body.sources.map((s: { location: number[] }) => s.location)).toEqual([[-117.143, 32.917], [-117.257, 32.84], [-117.326, 33.233]]);
    expect(body.distances).toBeUndefined();
    const both = await get(`/table/v1/driving/${MIRA_MESA};${LA_JOLLA}?annotations=duration,distance`);
    expect(both.body.distances[0][1]).toBeGreaterThan(0);
  });

  it('answers /route with one leg between each two places, seconds and meters matching the table', async () => {
    const { body } = await get(`/route/v1/driving/${MIRA_MESA};${LA_JOLLA};${OCEANSIDE};${MIRA_MESA}?overview=false`);
    expect(body.code).toBe('Ok');
    const [route] = body.routes;
    expect(route.legs).toHaveLength(3);
    const table = (await get(`/table/v1/driving/${MIRA_MESA};${LA_JOLLA};${OCEANSIDE}`)).body.durations;
    expect(route.legs.map((l: { duration: number }) => l.duration)).toEqual([table[0][1], table[1][2], table[2][0]]);
    expect(route.duration).toBeCloseTo(route.legs.reduce((s: number, l: { duration: number }) => s + l.duration, 0), 5);
    // A mile of street is a minute or two: the model's speeds stay between surface streets and freeway.
    for (const leg of route.legs) expect(leg.duration / (leg.distance / 1609.344)).toBeGreaterThan(60);
    for (const leg of route.legs) expect(leg.duration / (leg.distance / 1609.344)).toBeLessThan(180);
  });

  it('refuses bad coordinates the way OSRM does, and fails on demand: down, no route', async () => {
    expect(await get('/table/v1/driving/-117.1,32.9')).toMatchObject({ status: 400, body: { code: 'InvalidQuery' } });
    expect(await get('/route/v1/driving/abc;def')).toMatchObject({ status: 400, body: { code: 'InvalidQuery' } });
    expect(await get(`/table/v1/driving/${MIRA_MESA};${LA_JOLLA}?annotations=speed`)).toMatchObject({ status: 400, body: { code: 'InvalidOptions' } });
    expect(await get('/nearest/v1/driving/-117.1,32.9')).toMatchObject({ status: 400, body: { code: 'InvalidUrl' } });
    expect(parseCoordinates('-117.1,32.9;-117.2,95')).toBeNull();
    osrm.setMode('no-route');
    expect(await get(`/route/v1/driving/${MIRA_MESA};${LA_JOLLA}`)).toMatchObject({ status: 400, body: { code: 'NoRoute' } });
    expect(await get(`/table/v1/driving/${MIRA_MESA};${LA_JOLLA}`)).toMatchObject({ status: 400, body: { code: 'NoTable' } });
    osrm.setMode('down');
    expect((await fetch(`${osrm.url}/table/v1/driving/${MIRA_MESA};${LA_JOLLA}`)).status).toBe(503);
    osrm.setMode('ok');
    expect((await get(`/table/v1/driving/${MIRA_MESA};${LA_JOLLA}`)).body.code).toBe('Ok');
    expect(osrm.requests.at(-1)).toBe(`/table/v1/driving/${MIRA_MESA};${LA_JOLLA}`);
  });
});
