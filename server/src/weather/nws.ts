
/**
 * The National Weather Service's API (api.weather.gov), as it answers: `/points/{lat},{lon}` names the forecast office's grid
 * (`properties.forecastGridData`, e.g. https://api.weather.gov/gridpoints/SGX/57,14), and the grid's raw forecast gives each
 * quantity as `{ uom, values: [{ validTime: "2026-10-01T14:00:00+00:00/PT13H", value }] }`: maxTemperature in wmoUnit:degC,
 * windGust in wmoUnit:km_h-1. NWS asks every caller for a User-Agent that says who it is and how to reach them.
 */
export const NWS_USER_AGENT = '(sdpumpkin.com weather care, hello@sdpumpkin.com)';
export const DEFAULT_WEATHER_API_URL = 'https://api.weather.gov';

export class WeatherError extends Error {}

/** One forecast value over its interval. */
export interface ForecastValue { start: Date; end: Date; value: number }
export interface GridForecast { maxTemperatureF: ForecastValue[]; windGustMph: ForecastValue[] }

const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/;

/**
 * Where the forecast is read (docs/design.md §19, ADR 130): WEATHER_API_URL when set (empty = weather care off); unset, NWS itself,
 * except on this machine (a loopback PUBLIC_URL: tests, e2e, bench), which never calls a public service unasked.
 */
export function weatherServiceUrl(env: { WEATHER_API_URL?: string | undefined; PUBLIC_URL: string }): string {
  if (env.WEATHER_API_URL !== undefined) return env.WEATHER_API_URL.replace(/\/+$/, '');
  return LOOPBACK.test(env.PUBLIC_URL) ? '' : DEFAULT_WEATHER_API_URL;
}

const MS = { D: 86_400_000, H: 3_600_000, M: 60_000, S: 1_000 } as const;

/** An ISO 8601 duration as NWS writes them (P1D, PT13H, P1DT6H, PT30M) in milliseconds, or null. */
export function durationMs(text: string): number | null {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (!m || text === 'P' || text.endsWith('T')) return null;
  return Number(m[1] ?? 0) * MS.D + Number(m[2] ?? 0) * MS.H + Number(m[3] ?? 0) * MS.M + Number(m[4] ?? 0) * MS.S;
}

/** `{ validTime: "start/duration", value }` -> an interval, or null when either is not what NWS writes (value null: no forecast). */
export function readValidTime(entry: unknown): { start: Date; end: Date; value: number } | null {
  const e = entry as { validTime?: unknown; value?: unknown } | null;
  if (!e || typeof e.validTime !== 'string' || typeof e.value !== 'number' || !Number.isFinite(e.value)) return null;
  const [startText, durationText] = e.validTime.split('/');
  const start = new Date(startText ?? '');
  const ms = durationMs(durationText ?? '');
  if (Number.isNaN(start.getTime()) || ms === null) return null;
  return { start, end: new Date(start.getTime() + ms), value: e.value };
}

const KMH_PER_MPH = 1.609344;
const toF = (c: number) => (c * 9) / 5 + 32;

/** A quantity's values in our unit; a unit we do not know is an error (never a guess). */
function quantity(props: Record<string, unknown>, name: string, convert: Record<string, (n: number) => number>): ForecastValue[] {
  const q = props[name] as { uom?: unknown; values?: unknown } | undefined;
  if (!q || !Array.isArray(q.values)) throw new WeatherError(`forecast without ${name}`);
  const unit = convert[String(q.uom)];
  if (!unit) throw new WeatherError(`${name} in an unknown unit ${String(q.uom)}`);
  return q.values.map(readValidTime).filter((v) => v !== null).map((v) => ({ ...v, value: unit(v.value) }));
}

/** The grid forecast's heat and gusts in °F and mph. */
export function readGridForecast(body: unknown): GridForecast {
  const props = (body as { properties?: Record<string, unknown> } | null)?.properties;
  if (!props) throw new WeatherError('forecast without properties');
  return {
    maxTemperatureF: quantity(props, 'maxTemperature', { 'wmoUnit:degC': toF, 'wmoUnit:degF': (f) => f }),
    windGustMph: quantity(props, 'windGust', { 'wmoUnit:km_h-1': (k) => k / KMH_PER_MPH, 'wmoUnit:m_s-1': (m) => (m * 3.6) / KMH_PER_MPH }),
  };
}

/** A client of NWS (or its stand-in) at `baseUrl`: the grid forecast of a place, each call given up after `timeoutMs`. */
export function nwsClient(baseUrl: string, timeoutMs = 10_000) {
  const get = async (url: string): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': NWS_USER_AGENT, accept: 'application/geo+json' } });
    } catch (err) {
      throw new WeatherError(`weather service unreachable: ${err instanceof Error ? err.name : 'error'}`);
    }
    const body = await res.json().catch(() => null);
    if (!res.ok || !body) throw new WeatherError(`weather service answered ${res.status}${(body as { title?: string } | null)?.title ? ` ${(body as { title: string }).title}` : ''}`);
    return body;
  };
  return {
    /** The grid-forecast URL of a place (NWS takes at most four decimals). */
    async gridUrl(latitude: number, longitude: number): Promise<string> {
      const body = await get(`${baseUrl}/points/${latitude.toFixed(4)},${longitude.toFixed(4)}`) as { properties?: { forecastGridData?: unknown } };
      const url = body.properties?.forecastGridData;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new WeatherError('points answer without forecastGridData');
      // NOTE: NWS names its own host in the link; a stand-in or proxy at WEATHER_API_URL is asked instead, on the same path.
      return `${baseUrl}${new URL(url).pathname}`;
    },
    async forecast(gridUrl: string): Promise<GridForecast> {
      return readGridForecast(await get(gridUrl));
    },
  };
}
