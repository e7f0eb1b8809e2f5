import { useQuery } from '@tanstack/react-query';
import { toCents } from '@sdp/shared/money';
import { isFiveDigitZip } from '@sdp/shared/schemas/zip';
import { api, unwrap } from '../api-client.ts';
import { useSeason } from './get-season.ts';

/** GET /api/neighbour-weeks?zip=: the season's neighbour saving and the open weeks it applies to for that zip (ADR 142). */
export const getNeighbourWeeks = (zip: string) => unwrap(api['neighbour-weeks'].$get({ query: { zip } }));

/**
 * The neighbour weeks of the zip typed so far: asked only once it is five digits and while the season has a saving to offer (the
 * season says so, so with the setting at 0 the forms never ask), and kept a minute per zip.
 */
export function useNeighbourWeeks(zipCode: string) {
  const zip = zipCode.trim();
  const { data: season } = useSeason();
  const offered = season?.state === 'open' && toCents(season.neighbourSaving ?? '0') > 0;
  return useQuery({ queryKey: ['neighbour-weeks', zip], queryFn: () => getNeighbourWeeks(zip), enabled: offered && isFiveDigitZip(zip), staleTime: 60_000 });
}
