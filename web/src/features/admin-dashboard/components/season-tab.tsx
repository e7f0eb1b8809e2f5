import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSeasonSettings } from '../api/season-settings.ts';
import { SeasonSettingsForm } from './season-settings-form.tsx';

export function SeasonTab() {
  const season = useSeasonSettings();
  if (season.isPending) return <Spinner label="Loading the season" />;
  if (season.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        The season settings could not be loaded.
      </p>
    );
  return <SeasonSettingsForm key={season.dataUpdatedAt} season={season.data} />;
}
