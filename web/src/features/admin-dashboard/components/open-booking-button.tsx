import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import type { SeasonSettingsView } from '../api/admin-types.ts';
import { useOpenBooking, useOpenBookingPreview } from '../api/season-settings.ts';

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/**
 * "Open booking now" (or "E-mail the waitlist" once open) behind a question that says how many people will be e-mailed, counted
 * by the server when the question opens; the server tells each person once however often it is pressed.
 */
export function OpenBookingButton({ season }: { season: SeasonSettingsView }) {
  const [asking, setAsking] = useState(false);
  const preview = useOpenBookingPreview(asking);
  const openBooking = useOpenBooking();
  const upcoming = season.state === 'upcoming';
  const count = preview.data?.toNotify;
  const confirm = () =>
    openBooking.mutate(season.year, {
      onSuccess: ({ year, notified }) => {
        setAsking(false);
        toast({ title: upcoming ? 'Booking Open' : 'Waitlist E-mailed', description: `Fall ${year} is open. ${people(notified)} on the waitlist will get one e-mail.`, variant: 'success' });
      },
    });
  const description =
    count === undefined
      ? 'Counting the people on the waitlist...'
      : `${upcoming ? `Booking for fall ${season.year} opens on the site now, and ` : ''}${count === 0 ? 'nobody on the waitlist is waiting for an e-mail about this season.' : `${people(count)} on the waitlist will ${count === 1 ? '' : 'each '}get one e-mail saying booking is open.`} This cannot be undone.`;
  return (
    <>
      <Button variant="dark" onClick={() => { openBooking.reset(); setAsking(true); }}>
        {upcoming ? 'Open booking now' : 'E-mail the waitlist'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={upcoming ? `Open booking for fall ${season.year}?` : 'E-mail the waitlist?'}
        description={description}
        confirmLabel={count ? `Send ${count} e-mail${count === 1 ? '' : 's'}` : upcoming ? 'Open booking' : 'Nothing to send'}
        confirmDisabled={count === undefined || (!upcoming && count === 0)}
        pending={openBooking.isPending}
        error={openBooking.error ?? preview.error}
        onConfirm={confirm}
      />
    </>
  );
}
