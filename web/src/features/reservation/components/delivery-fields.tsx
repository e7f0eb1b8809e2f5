import type { UseFormReturn } from 'react-hook-form';
import { ZIP_STATE_MESSAGES, fill } from '@sdp/shared/constants/messages';
import { type ReservationForm } from '@sdp/shared/schemas/order';
import { type SeasonInfo } from '@sdp/shared/wire';
import { type ServiceLevel } from '@sdp/shared/constants/business';
import { Field, Input, InputField } from '../../../components/ui/field.tsx';
import { UnservedZipNextStep } from '../../../components/unserved-zip-next-step.tsx';
import { DeliveryWeekField } from '../../../components/delivery-week-field.tsx';
import { deliveryDateOptions } from '../logic/delivery-date-options.ts';
import type { ZipState } from '../logic/zip-state.ts';
import type { NeighbourOffer } from '../../../lib/ordering/neighbour-week.ts';

/** Address, city, zip with the live delivery-area answer (docs/product-spec.md §4), and the delivery week. */
export function DeliveryFields({
  form,
  zipState,
  season,
  level,
  neighbour,
}: {
  form: UseFormReturn<ReservationForm>;
  zipState: ZipState;
  season: SeasonInfo | undefined;
  level: ServiceLevel;
  neighbour: NeighbourOffer | null;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <InputField label="Street address" error={errors.address?.message} className="sm:col-span-6" autoComplete="street-address" {...form.register('address')} />
      <InputField label="City" error={errors.city?.message} className="sm:col-span-3" autoComplete="address-level2" {...form.register('city')} />
      <Field label="Zip code" error={errors.zipCode?.message} className="sm:col-span-3">
        {({ id, describedBy, invalid }) => (
          <>
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              aria-describedby={[describedBy, `${id}-zone`].filter(Boolean).join(' ')}
              aria-invalid={invalid || zipState.status === 'invalid'}
              {...form.register('zipCode')}
            />
            <p id={`${id}-zone`} role="status" className="text-sm font-medium">
              {zipState.status === 'valid' && (
                <span className="text-success">{fill(ZIP_STATE_MESSAGES.valid, { zip: form.getValues('zipCode').trim(), zone: zipState.zoneName })}</span>
              )}
              {zipState.status === 'invalid' && <span className="text-danger">{ZIP_STATE_MESSAGES.invalid}</span>}
            </p>
            {zipState.status === 'invalid' && <UnservedZipNextStep zipCode={form.getValues('zipCode').trim()} />}
          </>
        )}
      </Field>
      <DeliveryWeekField season={season} control={form.control} name="deliveryDate" error={errors.deliveryDate?.message} options={deliveryDateOptions(season, level, neighbour)} />
    </div>
  );
}
