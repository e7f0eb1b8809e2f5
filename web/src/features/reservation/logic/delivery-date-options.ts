import type { SeasonInfo } from '@sdp/shared/wire';
import type { ServiceLevel } from '@sdp/shared/constants/business';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { withNeighbourWords, type NeighbourOffer } from '../../../lib/ordering/neighbour-week.ts';

/**
 * The season's delivery weeks for a level (docs/product-spec.md §5: only those dates); a week with no spots left is disabled, and a
 * neighbour week with room says what it saves (docs/design.md §20).
 */
export function deliveryDateOptions(season: Pick<SeasonInfo, 'deliveryDates'> | undefined, level: ServiceLevel, neighbour: NeighbourOffer | null = null) {
  return (season?.deliveryDates ?? []).map((option) => {
    const spots = option.spotsLeft[level] ?? 0;
    return withNeighbourWords({
      value: option.date,
      label: `Week of ${formatCalendarDate(option.date)}${spots <= 0 ? ' (fully booked)' : ` · ${spots} ${spots === 1 ? 'spot' : 'spots'} left`}`,
      disabled: spots <= 0,
    }, neighbour);
  });
}
