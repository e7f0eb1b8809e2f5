import { Link } from '@tanstack/react-router';
import { COUNTDOWNS } from '@sdp/shared/constants/business';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useCountdown } from '../../../lib/countdown.ts';
import { useSeason } from '../../../lib/api/get-season.ts';
import { bookingSentence } from '../../../lib/season-copy.ts';

/**
 * Peak-season countdown (docs/product-spec.md §4): ticks toward the season's peak date, then says "Peak Season Has Begun!". Off
 * season it counts nothing down: it says when booking opens, with the year, and leads to the waitlist (docs/design.md §13).
 */
export function PeakSeasonBanner() {
  const { data: season } = useSeason();
  const left = useCountdown(season?.peakSeasonAt ?? COUNTDOWNS.blogPeakSeason, 1000);
  const offSeason = season && season.state !== 'open' ? bookingSentence(season) : null;
  return (
    <aside aria-label="Peak season" className="bg-ember text-white">
      <div className="container-page flex flex-col items-center justify-between gap-3 py-4 text-center sm:flex-row sm:text-left">
        {offSeason ? (
          <p className="text-sm sm:text-base">
            <span className="font-semibold">{offSeason}</span>
            <span className="block text-white/85 sm:inline"> The waitlist hears first.</span>
          </p>
        ) : left.expired ? (
          <p className="font-display text-xl">Peak Season Has Begun!</p>
        ) : (
          <p role="timer" className="text-sm sm:text-base">
            <span className="font-semibold">Peak season starts in </span>
            <span className="font-display text-lg tabular-nums">
              {left.days}d {left.hours}h {left.minutes}m {left.seconds}s
            </span>
            <span className="block text-white/85 sm:inline"> · the best delivery weeks go first.</span>
          </p>
        )}
        <Link to="/reserve" className={buttonClass('light', 'sm')}>
          {offSeason ? 'Join the Waitlist' : 'Reserve Your Week'}
        </Link>
      </div>
    </aside>
  );
}
