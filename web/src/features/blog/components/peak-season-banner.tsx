import { Link } from '@tanstack/react-router';
import { COUNTDOWNS } from '@sdp/shared/constants/business';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useCountdown } from '../../../lib/countdown.ts';
import { useSeason } from '../../../lib/api/get-season.ts';

/** Peak-season countdown (docs/product-spec.md §4): ticks toward the season's peak date, then says "Peak Season Has Begun!". */
export function PeakSeasonBanner() {
  const { data: season } = useSeason();
  const left = useCountdown(season?.peakSeasonAt ?? COUNTDOWNS.blogPeakSeason, 1000);
  return (
    <aside aria-label="Peak season" className="bg-ember text-white">
      <div className="container-page flex flex-col items-center justify-between gap-3 py-4 text-center sm:flex-row sm:text-left">
        {left.expired ? (
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
          Reserve Your Week
        </Link>
      </div>
    </aside>
  );
}
