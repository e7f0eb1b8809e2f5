import { describe, expect, it } from 'vitest';
import { labelInside, projectStops } from './stop-map.ts';

const base = { latitude: 32.91199, longitude: -117.14342 }; // Mira Mesa 92126
const laJolla = { latitude: 32.8455, longitude: -117.2521 };
const oceanside = { latitude: 33.2246, longitude: -117.3296 };
const chulaVista = { latitude: 32.6297, longitude: -117.0489 };

describe('the run-sheet map', () => {
  it('keeps every point inside the box with north up and west to the left', () => {
    const map = projectStops(base, [laJolla, oceanside, chulaVista]);
    for (const p of [map.base, ...map.stops]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(map.width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(map.height);
    }
    const [lj, os, cv] = map.stops;
    expect(os!.y).toBeLessThan(cv!.y); // Oceanside is north of Chula Vista
    expect(lj!.x).toBeLessThan(map.base.x); // La Jolla is west of Mira Mesa
    expect(map.stops.map((s) => s.label)).toEqual(['1', '2', '3']);
  });

  it('draws a mile the same length north-south and east-west, and a scale bar that says how long', () => {
    const map = projectStops(base, [oceanside, chulaVista]);
    const [os, cv] = map.stops;
    const pxPerMileNS = Math.abs(os!.y - cv!.y) / ((oceanside.latitude - chulaVista.latitude) * 69.09);
    expect(map.scale.length / map.scale.miles).toBeCloseTo(pxPerMileNS, 6);
    expect([1, 2, 5, 10, 20, 50]).toContain(map.scale.miles);
  });

  it('leaves off a stop with no centroid but keeps the others\' numbers, and copes with one stop at the base', () => {
    const map = projectStops(base, [{ latitude: null, longitude: null }, laJolla]);
    expect(map.stops.map((s) => s.label)).toEqual(['2']);
    const same = projectStops(base, [base]);
    expect(Number.isFinite(same.stops[0]!.x)).toBe(true);
  });

  it('shows both numbers where two stops share an address, on one marker, and keeps separate stops apart', () => {
    const map = projectStops(base, [laJolla, oceanside, laJolla, chulaVista]);
    expect(map.markers.map((m) => m.labels)).toEqual([['1', '3'], ['2'], ['4']]);
    expect(map.markers.flatMap((m) => m.labels).sort()).toEqual(['1', '2', '3', '4']);
  });

  it('writes the base name inside the box wherever the base falls', () => {
    // Mira Mesa is the east edge of a day spent on the coast: the label turns to end at the base instead of running off the box.
    const map = projectStops(base, [laJolla, oceanside]);
    const { x, anchor } = map.baseLabel;
    const [left, right] = anchor === 'start' ? [x, x + 100] : anchor === 'end' ? [x - 100, x] : [x - 50, x + 50];
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(map.width);
    expect(labelInside({ x: 5, y: 10 }, 360, 260, 100)).toEqual({ x: 2, y: 34, anchor: 'start' });
    expect(labelInside({ x: 180, y: 100 }, 360, 260, 100)).toEqual({ x: 180, y: 86, anchor: 'middle' });
    // A marker just above the base: the name moves below it rather than under the marker.
    expect(labelInside({ x: 180, y: 100 }, 360, 260, 100, [{ x: 170, y: 88, labels: ['2', '3'] }])).toEqual({ x: 180, y: 124, anchor: 'middle' });
  });
});
