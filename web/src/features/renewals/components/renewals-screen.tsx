import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { Link } from '@tanstack/react-router';
import type { RenewalOfferItem, RenewalSeason } from '@sdp/shared/wire-renewals';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { actionError, ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable, TD, TR } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RenewalFigures } from '../../../components/renewal-figures.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { usd } from '../../../lib/order-labels.ts';
import { useExtendRenewalHold, useRenewalSeason, useResendRenewalOffer, useSendRenewalOffers } from '../../../lib/api/renewals.ts';

const STATE: Record<RenewalOfferItem['status'], { label: string; tone: PillTone }> = {
  held: { label: 'Held', tone: 'waiting' },
  accepted: { label: 'Renewed', tone: 'good' },
  declined: { label: 'Not this year', tone: 'neutral' },
  expired: { label: 'Lapsed', tone: 'bad' },
};
const week = (date: string) => formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric' });
const instant = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/**
 * /renewals (docs/design.md §18, ADR 111): the renewal season in figures (offered, renewed, not this year, lapsed, still held, renewed
 * revenue) and per household, with "Send renewal offers" (the scheduler sends them at the season's renewalOffersAt; a household is
 * never offered twice), and per held offer: send it again, hold the week a week longer.
 */
export function RenewalsScreen() {
  const season = useRenewalSeason();
  if (season.isPending) return <Spinner label="Loading the renewals" className="py-8" />;
  if (season.isError) return <p role="alert" className="rounded-xl border border-danger/25 bg-white p-4 text-sm text-danger">The renewals could not be loaded.</p>;
  return (
    <div className="space-y-6">
      <RenewalFigures season={season.data} />
      <SendOffers season={season.data} />
      {season.data.offers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-charcoal/20 bg-white/60 px-6 py-10 text-center text-smoke">No renewal offers for this season yet.</p>
      ) : (
        <OffersTable offers={season.data.offers} />
      )}
    </div>
  );
}

function SendOffers({ season }: { season: RenewalSeason }) {
  const send = useSendRenewalOffers();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  return (
    <section aria-labelledby="send-offers-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-charcoal/10 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 id="send-offers-heading" className="font-display text-lg font-semibold text-charcoal">Renewal offers</h2>
        <p className="text-sm text-smoke">
          {season.sentAt
            ? `Sent ${instant(season.sentAt)}. Sending again reaches only households not offered yet.`
            : season.offersAt
              ? `Go out automatically ${instant(season.offersAt)}, each week held ${season.holdDays} days.`
              : 'No season is configured.'}
        </p>
        {result && <p role="status" className="mt-1 text-sm text-success">{result}</p>}
      </div>
      <Button onClick={() => setOpen(true)} disabled={!season.year}>Send renewal offers</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Send renewal offers now?"
        description="Every household with a completed order last season that has no offer yet is e-mailed its porch at this year's prices, with a week held for it."
        confirmLabel="Send offers"
        pending={send.isPending}
        error={actionError(send.error)}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: (sent) => {
              setOpen(false);
              const left = sent.noSpot + sent.packageRetired;
              setResult(`${sent.offered} offer${sent.offered === 1 ? '' : 's'} sent${left > 0 ? `; ${left} household${left === 1 ? '' : 's'} could not be offered (no week with room, or a retired package)` : ''}.`);
            },
          })
        }
      />
    </section>
  );
}

function OffersTable({ offers }: { offers: RenewalOfferItem[] }) {
  return (
    <DataTable caption="Renewal offers by household" columns={['Household', 'Porch', 'Week', 'State', 'Actions']} minWidth={900}>
      {offers.map((offer) => (
        <tr key={offer.id} className={TR}>
          <td className={TD}>
            <Link to="/customers/$id" params={{ id: offer.customerId }} className="font-medium text-charcoal underline-offset-4 hover:text-ember hover:underline">
              {offer.customerName}
            </Link>
            <div className="text-smoke">{offer.customerEmail}</div>
          </td>
          <td className={TD}>
            <div className="font-medium text-charcoal">{offer.packageName}</div>
            {offer.renewed !== '0.00' && <div className="text-xs text-smoke">Renewed {usd(offer.renewed)}</div>}
          </td>
          <td className={`${TD} whitespace-nowrap`}>
            <div className="text-charcoal">{week(offer.deliveryDate)}</div>
            <div className="text-xs text-smoke">Last year {week(offer.lastDeliveryDate)}</div>
          </td>
          <td className={TD}>
            <StatusPill tone={STATE[offer.status].tone}>{STATE[offer.status].label}</StatusPill>
            <div className="mt-1 text-xs text-smoke">{offer.status === 'held' ? `Until ${instant(offer.holdUntil)}` : offer.decidedAt ? instant(offer.decidedAt) : ''}</div>
          </td>
          <td className={`${TD} space-y-1`}>
            {offer.orderId && (
              <Link to="/orders/$id" params={{ id: offer.orderId }} className="block text-sm font-semibold text-ember underline-offset-4 hover:underline">
                Open order<span className="sr-only"> of {offer.customerName}</span>
              </Link>
            )}
            {offer.status === 'held' && <HeldActions offer={offer} />}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function HeldActions({ offer }: { offer: RenewalOfferItem }) {
  const resend = useResendRenewalOffer();
  const extend = useExtendRenewalHold();
  const [said, setSaid] = useState<string | null>(null);
  const error = actionError(resend.error ?? extend.error);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(offer.id, { onSuccess: () => setSaid('Offer e-mailed again.') })}>
        Resend<span className="sr-only"> the offer to {offer.customerName}</span>
      </Button>
      <Button size="sm" variant="outline" disabled={extend.isPending} onClick={() => extend.mutate({ id: offer.id, days: 7 }, { onSuccess: (r) => setSaid(`Held until ${instant(r.holdUntil)}.`) })}>
        Hold 7 more days<span className="sr-only"> for {offer.customerName}</span>
      </Button>
      {(said || error) && <p role={error ? 'alert' : 'status'} className={`w-full text-xs ${error ? 'text-danger' : 'text-success'}`}>{error ?? said}</p>}
    </div>
  );
}
