/** A point of the run-sheet map: the base or a numbered stop, in the SVG's own coordinates. */
export interface MapPoint {
  x: number;
  y: number;
  label: string;
}

/** One marker drawn on the map: the stops at one spot (same address or zip centre), each number shown. */
export interface MapMarker {
  x: number;
  y: number;
  labels: string[];
}

/** Where the base's name is written: beside its square, inside the box and clear of the markers where there is room. */
export interface MapLabel {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

export interface StopMap {
  width: number;
  height: number;
  base: MapPoint;
  baseLabel: MapLabel;
  stops: MapPoint[];
  /** The stops as drawn: stops closer than a marker's width share one marker that shows all their numbers. */
  markers: MapMarker[];
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
  const basePoint = { ...at(base.latitude, base.longitude), label: 'Base' };
  const stopPoints = located.map((p) => ({ ...at(p.lat, p.lon), label: p.label }));
  const markers = mergeMarkers(stopPoints);
  return {
    width,
    height,
    base: basePoint,
    baseLabel: labelInside(basePoint, width, height, BASE_LABEL_WIDTH, markers),
    stops: stopPoints,
    markers,
    scale: { length: (scaleMiles / MILES_PER_DEGREE_LAT) * unit, miles: scaleMiles },
  };
}

/** "Base · Mira Mesa" at 11 px is about 95 units wide; a little more, so it clears the edge. */
const BASE_LABEL_WIDTH = 100;
/** Two markers nearer than this (a marker is 24 across) would cover each other's numbers. */
const OVERLAP = 22;

/**
 * Where to write a label of `textWidth` beside `point`: above it, else below, right or left of it, the first place that stays inside
 * the box and clears every marker (the first inside the box when none clears them all).
 */
export function labelInside(point: { x: number; y: number }, width: number, height: number, textWidth: number, markers: readonly MapMarker[] = []): MapLabel {
  const { x, y } = point;
  const centred = (ly: number): MapLabel => {
    const anchor = x - textWidth / 2 < 2 ? 'start' : x + textWidth / 2 > width - 2 ? 'end' : 'middle';
    return { x: anchor === 'start' ? Math.max(x - 9, 2) : anchor === 'end' ? Math.min(x + 9, width - 2) : x, y: ly, anchor };
  };
  const candidates: MapLabel[] = [centred(y - 14), centred(y + 24), { x: x + 14, y: y + 4, anchor: 'start' }, { x: x - 14, y: y + 4, anchor: 'end' }];
  const span = (label: MapLabel) => {
    const left = label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - textWidth : label.x - textWidth / 2;
    return { left, right: left + textWidth, top: label.y - 10, bottom: label.y + 3 };
  };
  const inside = candidates.filter((label) => {
    const box = span(label);
    return box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height;
  });
  const clear = inside.find((label) => {
    const box = span(label);
    return markers.every((m) => {
      const half = markerWidth(m) / 2;
      return box.right < m.x - half || box.left > m.x + half || box.bottom < m.y - 12 || box.top > m.y + 12;
    });
  });
  return clear ?? inside[0] ?? candidates[0]!;
}

/** A marker's width: a 24-unit circle for one stop, a pill that fits every number ("2·3") for more. */
export const markerWidth = (marker: MapMarker): number => Math.max(24, 10 + marker.labels.join('·').length * 7.5);

/** Stops at one spot (or so near that their markers overlap) become one marker with every stop number, in route order. */
export function mergeMarkers(stops: readonly MapPoint[]): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const stop of stops) {
    const near = markers.find((m) => Math.hypot(m.x - stop.x, m.y - stop.y) < OVERLAP);
    if (near) near.labels.push(stop.label);
    else markers.push({ x: stop.x, y: stop.y, labels: [stop.label] });
  }
  return markers;
}

/** 1, 2, 5, 10, 20, 50 ... miles: the round figure at or below `miles`. */
function niceMiles(miles: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(miles, 0.1)));
  return [5, 2, 1].map((m) => m * power).find((m) => m <= miles) ?? power;
}
