/**
 * The OSRM stand-in's roads (docs/design.md §20, ADR 125): not a map, a fixed model that behaves like one where it matters for
 * ordering stops. Roads run on a street grid, so a trip costs its north-south miles plus its east-west miles (a diagonal is ~41%
 * longer than the straight line, a trip straight up the coast ~10%), and the drive is two miles of surface street at each end
 * at 25 mph with freeway at 55 mph between, plus a minute to pull out. Pure and deterministic: the same two places always give
 * the same seconds and meters, so tests can work out what the stand-in must answer.
 */

export interface LonLat {
  lon: number;
  lat: number;
}

const MILES_PER_DEGREE_LAT = 69.05;
const METERS_PER_MILE = 1609.344;
/** Grid streets are not perfectly straight either. */
const GRID_WIND = 1.1;
const SURFACE_MILES_EACH_END = 2;
const SURFACE_MPH = 25;
const FREEWAY_MPH = 55;
const PULL_OUT_SECONDS = 60;

/** Road miles between two places on the model's street grid. */
export function roadMiles(a: LonLat, b: LonLat): number {
  const north = Math.abs(b.lat - a.lat) * MILES_PER_DEGREE_LAT;
  const east = Math.abs(b.lon - a.lon) * MILES_PER_DEGREE_LAT * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return (north + east) * GRID_WIND;
}

/** Drive seconds and meters between two places; zero for the same place. */
export function roadLeg(a: LonLat, b: LonLat): { seconds: number; meters: number } {
  const miles = roadMiles(a, b);
  if (miles < 1e-6) return { seconds: 0, meters: 0 };
  const surface = Math.min(miles, 2 * SURFACE_MILES_EACH_END);
  const freeway = miles - surface;
  const seconds = PULL_OUT_SECONDS + (surface / SURFACE_MPH + freeway / FREEWAY_MPH) * 3600;
  // NOTE: OSRM reports durations to a tenth of a second and distances to a tenth of a meter.
  return { seconds: Math.round(seconds * 10) / 10, meters: Math.round(miles * METERS_PER_MILE * 10) / 10 };
}
