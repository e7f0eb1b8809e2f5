import type { DeliveryZone } from '@sdp/shared/wire';

export type ZipSearchResult = null | { zip: string; served: true; zoneName: string } | { zip: string; served: false };

/** The served zip -> zone name index, from the zone lists (the 116 San Diego County zips, docs/product-spec.md §9). */
export function servedZipIndex(zones: readonly Pick<DeliveryZone, 'name' | 'zipCodes'>[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const zone of zones) for (const zip of zone.zipCodes) index.set(zip, zone.name);
  return index;
}

/** docs/product-spec.md §5: served only when the zip is in the list; an empty box gives no result at all. */
export function searchZip(index: ReadonlyMap<string, string>, input: string): ZipSearchResult {
  const zip = input.trim();
  if (zip === '') return null;
  const zoneName = index.get(zip);
  return zoneName ? { zip, served: true, zoneName } : { zip, served: false };
}
