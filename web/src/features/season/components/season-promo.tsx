import { OffSeasonNotice } from '../../../components/off-season-notice.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';
import { PromoCountdown } from './promo-countdown.tsx';

/** Under the hero: the early-booking countdown while a sale runs, the booking date and the waitlist off season (docs/design.md §13). */
export function SeasonPromo() {
  const { data: season } = useSeason();
  if (season && season.state !== 'open') {
    return (
      <div className="container-page relative z-10 -mt-14">
        <OffSeasonNotice season={season} />
      </div>
    );
  }
  return <PromoCountdown />;
}
