import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { SeasonSettingsView } from '../api/admin-types.ts';
import { useSaveSeasonSettings } from '../api/season-settings.ts';
import { seasonFormSchema, toSeasonForm, toSeasonSettings, type SeasonForm } from '../logic/season-form.ts';
import { showSeasonIssues } from '../logic/season-field-errors.ts';
import { SeasonFields } from './season-fields.tsx';

/** The current season without a deploy (docs/design.md §4, §13): dates, capacity, booking and sale windows, policy. Times are San Diego time. */
export function SeasonSettingsForm({ season }: { season: SeasonSettingsView }) {
  const form = useForm<SeasonForm>({ resolver: valibotResolver(seasonFormSchema), defaultValues: toSeasonForm(season) });
  const save = useSaveSeasonSettings();

  const submit = (values: SeasonForm) =>
    save.mutate(toSeasonSettings(values), {
      onSuccess: (saved) => {
        form.reset(toSeasonForm(saved));
        toast({ title: 'Season Saved', description: `The ${saved.year} season is live on the site.`, variant: 'success' });
      },
      onError: (error) => {
        showSeasonIssues(form, error);
        toastFailure('Season Not Saved')(error);
      },
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="space-y-6 rounded-xl border border-charcoal/10 bg-white p-5 shadow-sm sm:p-6"
    >
      <SeasonFields form={form} booked={season.booked} />
      <div className="flex flex-wrap items-center gap-3 border-t border-charcoal/10 pt-5">
        <Button type="submit" variant="dark" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving...' : 'Save Season'}
        </Button>
        <Button variant="ghost" onClick={() => form.reset(toSeasonForm(season))} disabled={!form.formState.isDirty || save.isPending}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
