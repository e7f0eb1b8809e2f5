import { describe, expect, it } from 'vitest';
import { durationMs, readGridForecast, weatherServiceUrl } from './nws.ts';
import { eventsAhead } from './weather-thresholds.ts';

// The NWS grid forecast as api.weather.gov writes it (docs/design.md §19, ADR 130): values over ISO 8601 intervals, in °C and km/h.
const grid = (maxTemperature: unknown[], windGust: unknown[], units = { t: 'wmoUnit:degC', g: 'wmoUnit:km_h-1' }) => ({
  properties: { maxTemperature: { uom: units.t, values: maxTemperature }, windGust: { uom: units.g, values: windGust } },
});

describe('the NWS forecast', () => {
  it('reads ISO 8601 durations as NWS writes them', () => {
    expect(durationMs('PT13H')).toBe(13 * 3_600_000);
    expect(durationMs('P1D')).toBe(86_400_000);
    expect(durationMs('P1DT6H')).toBe(30 * 3_600_000);
    expect(durationMs('PT30M')).toBe(1_800_000);
    for (const bad of ['', 'P', 'PT', '13H', 'P1W', 'PT1.5H']) expect(durationMs(bad), bad).toBeNull();
  });

  it('converts °C and km/h, drops null values, and refuses a unit it does not know', () => {
    const f = readGridForecast(grid(
      [{ validTime: '2026-10-13T14:00:00+00:00/PT13H', value: 35 }, { validTime: '2026-10-14T14:00:00+00:00/PT13H', value: null }],
      [{ validTime: '2026-10-13T18:00:00+00:00/P1DT6H', value: 48.28032 }],
    ));
    expect(f.maxTemperatureF).toEqual([{ start: new Date('2026-10-13T14:00:00Z'), end: new Date('2026-10-14T03:00:00Z'), value: 95 }]);
    expect(f.windGustMph[0]!.value).toBeCloseTo(30, 6);
    expect(f.windGustMph[0]!.end).toEqual(new Date('2026-10-15T00:00:00Z'));
    expect(() => readGridForecast(grid([], [], { t: 'wmoUnit:K', g: 'wmoUnit:km_h-1' }))).toThrow(/unknown unit/);
    expect(() => readGridForecast({ properties: {} })).toThrow(/without maxTemperature/);
    expect(() => readGridForecast(null)).toThrow(/without properties/);
  });

  it('finds heat and wind today and in the next two San Diego days, each at its first day', () => {
    const now = new Date('2026-10-12T15:00:00Z'); // Monday 08:00 PDT
    const f = readGridForecast(grid(
      [
        { validTime: '2026-10-11T14:00:00+00:00/PT13H', value: 40 }, // yesterday: over
        { validTime: '2026-10-14T14:00:00+00:00/PT13H', value: 36 }, // Wednesday: 96.8 °F
        { validTime: '2026-10-15T14:00:00+00:00/PT13H', value: 38 }, // Thursday: beyond
      ],
      [
        { validTime: '2026-10-12T06:00:00+00:00/PT12H', value: 50 }, // Sunday night into Monday morning: 31 mph, still on now
        { validTime: '2026-10-13T18:00:00+00:00/PT6H', value: 60 },
      ],
    ));
    expect(eventsAhead(f, now)).toEqual([{ kind: 'heat', date: '2026-10-14', value: 97 }, { kind: 'wind', date: '2026-10-12', value: 31 }]);
    expect(eventsAhead(readGridForecast(grid([{ validTime: '2026-10-12T14:00:00+00:00/PT13H', value: 34.9 }], [{ validTime: '2026-10-12T14:00:00+00:00/PT6H', value: 48.2 }])), now)).toEqual([]);
  });

  it('asks NWS itself unless told otherwise, and never from this machine unasked', () => {
    expect(weatherServiceUrl({ PUBLIC_URL: 'https://sdpumpkin.com' })).toBe('https://api.weather.gov');
    expect(weatherServiceUrl({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('');
    expect(weatherServiceUrl({ PUBLIC_URL: 'http://localhost:5173' })).toBe('');
    expect(weatherServiceUrl({ PUBLIC_URL: 'https://sdpumpkin.com', WEATHER_API_URL: '' })).toBe('');
    expect(weatherServiceUrl({ PUBLIC_URL: 'http://127.0.0.1:3000', WEATHER_API_URL: 'http://127.0.0.1:12399/' })).toBe('http://127.0.0.1:12399');
  });
});
