import { addDays, sanDiegoDate } from '@sdp/shared/pacific-time';
import type { ForecastValue, GridForecast } from './nws.ts';

// When weather care speaks up (docs/design.md §19, ADR 130): the heat and wind lines and how far ahead it looks. The forecast itself
// is the weather service's (nws.ts); who hears about it is weather-care.ts.

/** Heat: a maximum temperature at or over this, in °F. */
export const HEAT_F = 95;
/** Strong wind: gusts at or over this, in mph. */
export const GUST_MPH = 30;
/** How far ahead weather care looks: today and the next two San Diego days. */
export const LOOKAHEAD_DAYS = 2;

export type WeatherKind = 'heat' | 'wind';
/** A forecast event: the first San Diego day in the next two days at or over the line, and the worst value that day. */
export interface WeatherEvent { kind: WeatherKind; date: string; value: number }

/**
 * Heat (95 °F and up) and strong wind (gusts 30 mph and up) still ahead today or in the next two San Diego days, each at its first
 * day (an interval counts on the day it starts, or today when it began already).
 */
export function eventsAhead(forecast: GridForecast, now: Date): WeatherEvent[] {
  const today = sanDiegoDate(now);
  const last = addDays(today, LOOKAHEAD_DAYS);
  const first = (kind: WeatherKind, values: ForecastValue[], line: number): WeatherEvent[] => {
    // NOTE: 1e-9: 35 °C is 95 °F exactly, and a float must not put it a hair under.
    const over = values.filter((v) => v.end.getTime() > now.getTime() && v.value >= line - 1e-9)
      .map((v) => ({ date: sanDiegoDate(new Date(Math.max(v.start.getTime(), now.getTime()))), value: v.value }))
      .filter((v) => v.date <= last)
      .sort((a, b) => a.date.localeCompare(b.date) || b.value - a.value);
    const day = over[0];
    return day ? [{ kind, date: day.date, value: Math.round(Math.max(...over.filter((o) => o.date === day.date).map((o) => o.value))) }] : [];
  };
  return [...first('heat', forecast.maxTemperatureF, HEAT_F), ...first('wind', forecast.windGustMph, GUST_MPH)];
}
