import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { SeasonSettings } from '../api/admin-types.ts';
import { useRollSeasonOver, useSeasonProposal } from '../api/season-settings.ts';
import { seasonFormSchema, toSeasonForm, toSeasonSettings, type SeasonForm } from '../logic/season-form.ts';
import { showSeasonIssues } from '../logic/season-field-errors.ts';
import { SeasonFields } from './season-fields.tsx';


/** The proposed next season to edit and save (docs/design.md §13): nothing of the current or past seasons changes. */
function RolloverForm({ proposal, onDone }: { proposal: SeasonSettings & { year: number }; onDone: () => void }) {
  const form = useForm<SeasonForm>({ resolver: valibotResolver(seasonFormSchema), defaultValues: toSeasonForm(proposal) });
  const roll = useRollSeasonOver();
  const submit = (values: SeasonForm) =>
    roll.mutate({ ...toSeasonSettings(values), year: proposal.year }, {
      onSuccess: () => {
        toast({ title: 'Next Season Saved', description: `Fall ${proposal.year} is set up. Past seasons and their orders are unchanged.`, variant: 'success' });
        onDone();
      },
      onError: (error) => {
        showSeasonIssues(form, error);
        toastFailure('Season Not Saved')(error);
      },
    });
  const empty = Object.fromEntries(proposal.deliveryDates.map((d) => [d, { 'white-glove': 0, 'drop-off': 0 }]));
  return (
    <form noValidate aria-label={`Fall ${proposal.year} season`} onSubmit={form.handleSubmit(submit)} className="mt-5 space-y-6">
      <SeasonFields form={form} booked={empty} />
      <div className="flex flex-wrap items-center gap-3 border-t border-charcoal/10 pt-5">
        <Button type="submit" variant="dark" disabled={roll.isPending}>
          {roll.isPending ? 'Saving...' : `Save fall ${proposal.year} season`}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={roll.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** "Roll over to next season": proposes next year's dates by the same pattern; staff edit, then save. */
export function SeasonRollover() {
  const [open, setOpen] = useState(false);
  const proposal = useSeasonProposal(open);
  return (
    <section aria-labelledby="rollover-title" className="rounded-xl border border-charcoal/10 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="rollover-title" className="font-display text-xl font-semibold text-charcoal">Next season</h3>
      <p className="mt-1 text-sm text-smoke">
        Set up next year: the four Mondays of October, booking from August 1 to October 15 and the sale window, with this season&apos;s capacity and
        policy. Edit anything before saving. Past seasons and their orders are never changed.
      </p>
      {!open && (
        <Button className="mt-4" onClick={() => setOpen(true)}>
          Roll over to next season
        </Button>
      )}
      {open && proposal.isPending && <Spinner label="Proposing next season" className="py-6" />}
      {open && proposal.isError && (
        <p role="alert" className="mt-4 text-sm text-danger">
          The next season could not be proposed. Please try again.
        </p>
      )}
      {open && proposal.data && <RolloverForm key={proposal.dataUpdatedAt} proposal={proposal.data} onDone={() => setOpen(false)} />}
    </section>
  );
}
