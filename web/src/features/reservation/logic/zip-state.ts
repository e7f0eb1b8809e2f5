import { isFiveDigitZip } from '@sdp/shared/schemas/zip';
import type { DeliveryZone } from '@sdp/shared/wire';

export type ZipState = { status: 'none' } | { status: 'valid'; zoneName: string } | { status: 'invalid' };

/** docs/product-spec.md §4: with 5 digits and the zones loaded the zip is valid (served) or invalid; anything shorter clears the state. */
export function zipStateFor(zones: readonly Pick<DeliveryZone, 'name' | 'zipCodes'>[] | undefined, zip: string): ZipState {
  const clean = zip.trim();
  if (!zones || !isFiveDigitZip(clean)) return { status: 'none' };
  const zone = zones.find((candidate) => candidate.zipCodes.includes(clean));
  return zone ? { status: 'valid', zoneName: zone.name } : { status: 'invalid' };
}
