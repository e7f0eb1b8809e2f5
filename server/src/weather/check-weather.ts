import { sanDiegoDate } from '@sdp/shared';
import type { Logger } from '../logger.ts';
import { withEvents, type OutboxDeps } from '../outbox.ts';
import { nwsClient, WeatherError, type GridForecast } from './nws.ts';
import { eventsAhead } from './weather-thresholds.ts';
import { decoratedHomes, recordCare, type WeatherWatch } from './weather-care.ts';
import { watchedSince } from './weather-runs.ts';

export interface WeatherRun { homes: number; grids: number; tips: number; failedZips: string[] }

/**
 * Weather care, once a day (docs/design.md §19, ADR 130): the NWS forecast for the centre of each decorated home's zip, and for
 * heat (95 °F and up) or strong wind (gusts of 30 mph and up) in the next two days, one care tip per order, kind and spell
 * (weather_care, ADR 150), each with its `weather.care_due` event (the text or e-mail) and the crew's freshness check the day after.
 * A zip whose forecast cannot be had is logged and skipped: the next run tries again, nothing else waits for it.
 */
export async function checkWeather(deps: OutboxDeps & { logger: Logger }, serviceUrl: string, now: Date, timeoutMs = 10_000): Promise<WeatherRun> {
  const run: WeatherRun = { homes: 0, grids: 0, tips: 0, failedZips: [] };
  if (!serviceUrl) return run;
  const today = sanDiegoDate(now);
  const homes = await decoratedHomes(deps.sql, today);
  run.homes = homes.length;
  if (homes.length === 0) return run;
  const watch: WeatherWatch = { today, watchedSince: await watchedSince(deps.sql, today) };
  const nws = nwsClient(serviceUrl, timeoutMs);
  const byZip = new Map<string, typeof homes>();
  for (const h of homes) byZip.set(h.zip_code, [...(byZip.get(h.zip_code) ?? []), h]);
  // NOTE: zips share NWS grid cells (2.5 km): each cell's forecast is read once per run.
  const forecasts = new Map<string, Promise<GridForecast>>();
  for (const [zip, zipHomes] of byZip) {
    let forecast: GridForecast;
    try {
      const url = await nws.gridUrl(zipHomes[0]!.latitude, zipHomes[0]!.longitude);
      if (!forecasts.has(url)) forecasts.set(url, nws.forecast(url));
      forecast = await forecasts.get(url)!;
    } catch (err) {
      if (!(err instanceof WeatherError)) throw err;
      run.failedZips.push(zip);
      deps.logger.warn('weather forecast unavailable', { zip, err: err.message });
      continue;
    }
    const events = eventsAhead(forecast, now);
    if (events.length === 0) continue;
    run.tips += await withEvents(deps, async (tx) => {
      let made = 0;
      for (const home of zipHomes) for (const event of events) if (await recordCare(tx, home.order_id, event, watch)) made += 1;
      return made;
    });
  }
  run.grids = forecasts.size;
  deps.logger.info('weather checked', { ...run, failedZips: run.failedZips.length });
  return run;
}
