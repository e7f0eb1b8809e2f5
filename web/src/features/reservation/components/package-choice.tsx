import { useController, type UseFormReturn } from 'react-hook-form';
import { SERVICE_LEVELS, SERVICE_LEVEL_LABELS } from '@sdp/shared/constants/business';
import { formatUsd, toCents } from '@sdp/shared/money';
import { type Package } from '@sdp/shared/wire';
import { type ReservationForm } from '@sdp/shared/schemas/order';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { priceAtLevel } from '../logic/price-at-level.ts';

const LEVEL_NOTES = {
  'white-glove': 'Design consultation, installation, maintenance, teardown and cleanup.',
  'drop-off': 'Curated collection delivered to your door, ready for you to style.',
} as const;

/** Package select and the two service levels with the chosen package's price at each. */
export function PackageChoice({ form, packages, pkg }: { form: UseFormReturn<ReservationForm>; packages: Package[]; pkg: Package | undefined }) {
  const { errors } = form.formState;
  const level = useController({ control: form.control, name: 'serviceType' });
  const options = packages.map((item) => ({
    value: item.id,
    label: `${item.name}${item.isPopular ? ' (Most Popular)' : ''} · from ${formatUsd(toCents(item.dropOffPrice))}`,
  }));
  return (
    <div className="space-y-6">
      <FormSelect control={form.control} name="packageId" label="Package" error={errors.packageId?.message} options={options} placeholder="Select a package" />
      {pkg && (
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-charcoal">Service level</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SERVICE_LEVELS.map((value) => {
              const checked = level.field.value === value;
              return (
                <label
                  key={value}
                  className={cn(
                    'relative flex cursor-pointer flex-col rounded-xl border p-4 transition-colors',
                    checked ? 'border-ember bg-ember/5 ring-1 ring-ember' : 'border-charcoal/15 hover:border-charcoal/40',
                  )}
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="flex items-center gap-2.5 font-semibold text-charcoal">
                      <input
                        type="radio"
                        name={level.field.name}
                        value={value}
                        checked={checked}
                        onChange={() => level.field.onChange(value)}
                        className="h-4.5 w-4.5 accent-ember"
                      />
                      {SERVICE_LEVEL_LABELS[value].name}
                    </span>
                    <span className="font-display text-xl text-ember">{formatUsd(priceAtLevel(pkg, value))}</span>
                  </span>
                  <span className="mt-2 pl-7 text-sm text-smoke">{LEVEL_NOTES[value]}</span>
                </label>
              );
            })}
          </div>
          {errors.serviceType?.message && <p className="mt-1.5 text-sm text-danger">{errors.serviceType.message}</p>}
        </fieldset>
      )}
    </div>
  );
}
