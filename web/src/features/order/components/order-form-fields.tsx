import type { UseFormReturn } from 'react-hook-form';
import type { OrderDialogForm } from '@sdp/shared/schemas/order';
import type { ServiceLevel } from '@sdp/shared/constants/business';
import { Field, Input, InputField, Textarea } from '../../../components/ui/field.tsx';
import { ContactFields, CUSTOMER_CONTACT } from '../../../components/forms/contact-fields.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useSeason } from '../../../lib/api/get-season.ts';
import { DeliveryWeekField } from '../../../components/delivery-week-field.tsx';
import { formatUsd } from '@sdp/shared/money';
import type { DiscountState } from '../../../lib/ordering/discount-message.ts';
import type { GiftCardState } from '../../../lib/ordering/use-gift-card-balance.ts';
import { withNeighbourWords, type NeighbourOffer } from '../../../lib/ordering/neighbour-week.ts';

type Form = UseFormReturn<OrderDialogForm>;

const legend = 'mb-3 font-display text-lg font-semibold text-charcoal';

export function CustomerFields({ form }: { form: Form }) {
  return (
    <fieldset>
      <legend className={legend}>Your Details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields form={form} names={CUSTOMER_CONTACT} />
      </div>
    </fieldset>
  );
}

/** Address, delivery week (only the season's dates; a week full for this level is disabled; a neighbour week says so) and instructions. */
export function DeliveryFields({ form, serviceLevel, zoneName, neighbour }: {
  form: Form; serviceLevel: ServiceLevel; zoneName: string | undefined; neighbour: NeighbourOffer | null;
}) {
  const { errors } = form.formState;
  const { data: season } = useSeason();
  const dateOptions = (season?.deliveryDates ?? []).map((option) => {
    const spots = option.spotsLeft[serviceLevel];
    return withNeighbourWords({
      value: option.date,
      label: `${formatCalendarDate(option.date)}${spots === 0 ? ' (fully booked)' : ` · ${spots} ${spots === 1 ? 'spot' : 'spots'} left`}`,
      disabled: spots === 0,
    }, neighbour);
  });
  return (
    <fieldset>
      <legend className={legend}>Delivery</legend>
      <div className="grid gap-4 sm:grid-cols-6">
        <InputField label="Street address" error={errors.address?.message} className="sm:col-span-6" autoComplete="street-address" {...form.register('address')} />
        <InputField label="City" error={errors.city?.message} className="sm:col-span-4" autoComplete="address-level2" {...form.register('city')} />
        <InputField label="Zip code" error={errors.zipCode?.message} hint={zoneName ? `Delivery zone: ${zoneName}` : undefined} className="sm:col-span-2" inputMode="numeric" autoComplete="postal-code" maxLength={5} {...form.register('zipCode')} />
        <DeliveryWeekField season={season} control={form.control} name="deliveryDate" error={errors.deliveryDate?.message} options={dateOptions} />
        <Field label="Special instructions (optional)" error={errors.specialInstructions?.message} className="sm:col-span-6">
          {({ id, describedBy }) => <Textarea id={id} rows={2} aria-describedby={describedBy} {...form.register('specialInstructions')} />}
        </Field>
      </div>
    </fieldset>
  );
}

export function PromoField({ form, discount }: { form: Form; discount: DiscountState }) {
  return (
    <Field label="Discount code (optional)" error={form.formState.errors.discountCode?.message}>
      {({ id, describedBy }) => (
        <>
          <Input id={id} autoComplete="off" className="uppercase" aria-describedby={[describedBy, `${id}-status`].filter(Boolean).join(' ')} {...form.register('discountCode')} />
          <p id={`${id}-status`} role="status" className={discount.status === 'valid' ? 'text-sm text-success' : 'text-sm text-danger'}>
            {discount.status === 'none' ? '' : discount.message}
          </p>
        </>
      )}
    </Field>
  );
}

/** A gift card code (docs/design.md §27): it pays the deposit, or part of it, from its balance; the summary shows what is left to pay. */
export function GiftCardField({ form, giftCard }: { form: Form; giftCard: GiftCardState }) {
  const words = giftCard.status === 'valid'
    ? `Gift card balance ${formatUsd(giftCard.balanceCents, { alwaysCents: true })}: it pays your deposit first.`
    : giftCard.status === 'invalid' ? giftCard.message : giftCard.status === 'checking' ? 'Checking the gift card…' : '';
  return (
    <Field label="Gift card code (optional)" error={form.formState.errors.giftCardCode?.message}>
      {({ id, describedBy }) => (
        <>
          <Input id={id} autoComplete="off" className="uppercase" placeholder="SDP-XXXX-XXXX-XXXX-XXXX" aria-describedby={[describedBy, `${id}-status`].filter(Boolean).join(' ')} {...form.register('giftCardCode')} />
          <p id={`${id}-status`} role="status" className={giftCard.status === 'invalid' ? 'text-sm text-danger' : 'text-sm text-success'}>
            {words}
          </p>
        </>
      )}
    </Field>
  );
}

