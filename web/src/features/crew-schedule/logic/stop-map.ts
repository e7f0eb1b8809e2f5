/** A point of the run-sheet map: the base or a numbered stop, in the SVG's own coordinates. */
export interface MapPoint {
  x: number;
  y: number;
  label: string;
}

export interface StopMap {
  width: number;
  height: number;
  base: MapPoint;
  stops: MapPoint[];
  /** A scale bar: its length in SVG units and the miles it stands for. */
  scale: { length: number; miles: number };
}

const MILES_PER_DEGREE_LAT = 69.09;

/**
 * Projects the base and the stops' centroids onto a `width` x `height` box (equirectangular, longitude shrunk by the cosine of
 * the mean latitude, so a mile is the same length both ways), with a margin, north up. Stops without a centroid are left off.
 */
export function projectStops(
  base: { latitude: number; longitude: number },
  stops: readonly { latitude: number | null; longitude: number | null }[],
  width = 360,
  height = 260,
  margin = 28,
): StopMap {
  const located = stops.flatMap((s, i) => (s.latitude === null || s.longitude === null ? [] : [{ lat: s.latitude, lon: s.longitude, label: String(i + 1) }]));
  const all = [{ lat: base.latitude, lon: base.longitude }, ...located];
  const shrink = Math.cos((all.reduce((sum, p) => sum + p.lat, 0) / all.length) * (Math.PI / 180));
  const xs = all.map((p) => p.lon * shrink);
  const ys = all.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // NOTE: at least 2 miles across, so one stop next door does not fill the box edge to edge.
  const least = 2 / MILES_PER_DEGREE_LAT;
  const unit = Math.min((width - 2 * margin) / Math.max(maxX - minX, least), (height - 2 * margin) / Math.max(maxY - minY, least));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const at = (lat: number, lon: number) => ({ x: width / 2 + (lon * shrink - cx) * unit, y: height / 2 - (lat - cy) * unit });
  const scaleMiles = niceMiles((width * 0.25) / unit * MILES_PER_DEGREE_LAT);
  return {
    width,
    height,
    base: { ...at(base.latitude, base.longitude), label: 'Base' },
    stops: located.map((p) => ({ ...at(p.lat, p.lon), label: p.label })),
    scale: { length: (scaleMiles / MILES_PER_DEGREE_LAT) * unit, miles: scaleMiles },
  };
}

/** 1, 2, 5, 10, 20, 50 ... miles: the round figure at or below `miles`. */
function niceMiles(miles: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(miles, 0.1)));
  return [5, 2, 1].map((m) => m * power).find((m) => m <= miles) ?? power;
}
