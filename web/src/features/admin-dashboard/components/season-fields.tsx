import type { UseFormReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/field.tsx';
import type { SeasonSettingsView } from '../api/admin-types.ts';
import type { SeasonForm } from '../logic/season-form.ts';
import { PickupDayRows } from './pickup-day-rows.tsx';
import { SeasonDateRows } from './season-date-rows.tsx';

const TIMES = [
  { name: 'bookingOpensAt', label: 'Booking opens', hint: 'Blank: open at once. Before it, the site says when booking opens and offers the waitlist; at that moment the waitlist is e-mailed by itself (within a minute), or earlier if you press Open booking now.' },
  { name: 'saleStartsAt', label: 'Sale starts', hint: 'Blank: with booking. The sale shows only while booking is open.' },
  { name: 'saleEndsAt', label: 'Sale ends', hint: 'SPOOKY15 and the sale banner stop at this moment.' },
  { name: 'promoBannerEndsAt', label: 'Promo countdown ends', hint: 'The 15% off countdown card on the home page.' },
  { name: 'peakSeasonAt', label: 'Peak season starts', hint: 'The blog countdown target.' },
  { name: 'renewalOffersAt', label: 'Renewal offers go out', hint: "Last season's households are e-mailed their porch at this year's prices, each with a week held. Before booking opens." },
] as const;

const NUMBERS = [
  { name: 'freeChangeDays', label: 'Free changes until (days before delivery)' },
  { name: 'refundableDepositPercent', label: 'Deposit refunded on a late cancellation (%)' },
  { name: 'renewalHoldDays', label: 'Days each renewal week is held' },
  { name: 'referralDiscount', label: "Referral discount, and the referrer's credit ($)" },
  { name: 'neighbourDiscount', label: 'Neighbour week saving ($, 0 = off)' },
] as const;

/** The fields of one season (docs/design.md §4, §11, §13, §26): weeks and capacity, booking and sale windows, policy numbers, pick-up days. Times are San Diego time. */
export function SeasonFields({ form, booked }: { form: UseFormReturn<SeasonForm>; booked: SeasonSettingsView['booked'] }) {
  const { errors } = form.formState;
  return (
    <>
      <SeasonDateRows form={form} booked={booked} />
      <div className="grid gap-4 border-t border-charcoal/10 pt-5 sm:grid-cols-2">
        <InputField label="Booking deadline" hint="Last day customers can reserve." error={errors.bookingDeadline?.message} type="date" {...form.register('bookingDeadline')} />
        {TIMES.map((time) => (
          <InputField key={time.name} label={`${time.label} (Pacific time)`} hint={time.hint} error={errors[time.name]?.message} type="datetime-local" step={1} {...form.register(time.name)} />
        ))}
        {NUMBERS.map((number) => (
          <InputField key={number.name} label={number.label} error={errors[number.name]?.message} type="number" inputMode="numeric" {...form.register(number.name, { valueAsNumber: true })} />
        ))}
      </div>
      <PickupDayRows form={form} />
    </>
  );
}
