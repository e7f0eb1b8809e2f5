import type { UseFormReturn } from 'react-hook-form';
import type { ReservationForm } from '@sdp/shared/schemas/order';
import { Field, Textarea } from '../../../components/ui/field.tsx';

/** Photo permission (default yes) and special instructions. */
export function FinalDetailsFields({ form }: { form: UseFormReturn<ReservationForm> }) {
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-charcoal">May we photograph your finished porch for our gallery?</legend>
        <div className="flex flex-wrap gap-6 text-sm">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input type="radio" value={value} className="h-4.5 w-4.5 accent-ember" {...form.register('photoPermission')} />
              {value === 'yes' ? 'Yes, happily' : 'No, thank you'}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Special instructions (optional)" error={form.formState.errors.specialInstructions?.message}>
        {({ id, describedBy }) => (
          <Textarea id={id} rows={3} placeholder="Gate codes, parking, porch details…" aria-describedby={describedBy} {...form.register('specialInstructions')} />
        )}
      </Field>
    </div>
  );
}
