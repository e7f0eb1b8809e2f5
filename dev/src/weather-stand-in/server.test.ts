import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeatherStandIn, type WeatherStandIn } from './server.ts';

// The NWS stand-in speaks api.weather.gov's JSON (ADR 130): the points lookup, the raw grid forecast in °C and km/h over ISO 8601
// intervals, NWS's refusal of a request without a User-Agent, and its 503 when down.
let weather: WeatherStandIn;
beforeAll(async () => {
  weather = await startWeatherStandIn({ days: [{ date: '2026-10-13', highF: 95, gustMph: 30 }] });
});
afterAll(() => weather?.close());
const get = (path: string, userAgent: string | null = '(test, test@example.com)') =>
  fetch(`${weather.url}${path}`, { headers: userAgent ? { 'user-agent': userAgent } : {} });

describe('the NWS stand-in', () => {
  it('names the grid of a place, then gives its forecast in NWS units', async () => {
    const points = await (await get('/points/32.7459,-117.2483')).json() as { properties: { gridId: string; forecastGridData: string } };
    expect(points.properties.gridId).toBe('SGX');
    expect(points.properties.forecastGridData).toMatch(/^https:\/\/api\.weather\.gov\/gridpoints\/SGX\/\d+,\d+$/);
    const res = await get(new URL(points.properties.forecastGridData).pathname);
    expect(res.headers.get('content-type')).toBe('application/geo+json');
    const { properties } = await res.json() as { properties: Record<string, { uom: string; values: { validTime: string; value: number }[] }> };
    expect(properties.maxTemperature).toEqual({ uom: 'wmoUnit:degC', values: [{ validTime: '2026-10-13T15:00:00+00:00/PT13H', value: 35 }] });
    expect(properties.windGust!.uom).toBe('wmoUnit:km_h-1');
    expect(Math.max(...properties.windGust!.values.map((v) => v.value))).toBeCloseTo(48.28, 2);
    expect(properties.windGust!.values.every((v) => /^2026-10-13T\d\d:00:00\+00:00\/PT6H$/.test(v.validTime))).toBe(true);
  });

  it('refuses a request without a User-Agent (403), a bad point (400), and answers 503 while down', async () => {
    expect((await get('/points/32.7,-117.2', null)).status).toBe(403);
    expect((await get('/points/north,pole')).status).toBe(400);
    weather.setMode('down');
    const down = await get('/points/32.7,-117.2');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    weather.setMode('ok');
    expect((await get('/points/32.7,-117.2')).status).toBe(200);
  });
});
