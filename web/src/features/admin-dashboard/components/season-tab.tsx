import { pacificWallTime } from '@sdp/shared/pacific-time';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { SeasonSettingsView } from '../api/admin-types.ts';
import { useSeasonSettings } from '../api/season-settings.ts';
import { OpenBookingButton } from './open-booking-button.tsx';
import { SeasonSettingsForm } from './season-settings-form.tsx';
import { SeasonRollover } from './season-rollover.tsx';

const STATE_WORDS = { open: 'Booking open', upcoming: 'Upcoming', closed: 'Closed' } as const;

/** Which season the site shows and its state (docs/design.md §13), with "Open booking now" while it has not opened. */
function SeasonState({ season }: { season: SeasonSettingsView }) {
  const detail = season.state === 'upcoming' && season.bookingOpensAt
    ? `Opens ${pacificWallTime(season.bookingOpensAt)} PT; the waitlist is e-mailed then.`
    : season.bookingOpenedAt ? `Opened ${pacificWallTime(season.bookingOpenedAt)} PT; the waitlist was told.` : '';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-charcoal/10 bg-white p-5 shadow-sm">
      <div>
        <h3 className="font-display text-xl font-semibold text-charcoal">Fall {season.year}</h3>
        <p className="text-sm text-ink">
          <span data-testid="season-state" className="font-semibold">{STATE_WORDS[season.state]}</span>
          {detail && <span className="text-smoke"> · {detail}</span>}
        </p>
      </div>
      {season.state !== 'closed' && <OpenBookingButton season={season} />}
    </div>
  );
}

export function SeasonTab() {
  const season = useSeasonSettings();
  if (season.isPending) return <Spinner label="Loading the season" />;
  if (season.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        The season settings could not be loaded.
      </p>
    );
  return (
    <div className="space-y-6">
      <SeasonState season={season.data} />
      <SeasonSettingsForm key={season.dataUpdatedAt} season={season.data} />
      <SeasonRollover />
    </div>
  );
}
