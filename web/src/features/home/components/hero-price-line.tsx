import { startingPrice } from '@sdp/shared/catalog-prices';
import { usePackages } from '../../../lib/api/catalog.ts';
import { useSeason } from '../../../lib/api/get-season.ts';
import { bookingSentence, isBookingOpen } from '../../../lib/season-copy.ts';

/**
 * The hero's line under the lede (docs/design.md §16): the catalog's lowest price, then what is true today: a same-day
 * consultation while booking is open; off season, when booking opens (or which fall the waitlist is for).
 */
export function HeroPriceLine() {
  const from = startingPrice(usePackages().data ?? []);
  const { data: season } = useSeason();
  const upcoming = season?.state === 'upcoming' ? bookingSentence(season)?.replace(/\.$/, '') : null;
  const today = !season || isBookingOpen(season) ? 'Same-day consultation available' : (upcoming ?? `Join the fall ${season.fallAhead} waitlist`);
  return (
    <p className="mt-4 text-sm font-medium tracking-wide text-cream/90">
      {from ? `Starting at ${from} • ${today}` : today}
    </p>
  );
}
