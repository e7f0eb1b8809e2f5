import type { UseFormReturn } from 'react-hook-form';
import type { ReservationForm } from '@sdp/shared/schemas/order';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { PhotoPermissionField } from '../../../components/forms/photo-permission-field.tsx';

/** Photo permission (default yes) and special instructions. */
export function FinalDetailsFields({ form }: { form: UseFormReturn<ReservationForm> }) {
  return (
    <div className="space-y-6">
      <PhotoPermissionField form={form} name="photoPermission" />
      <Field label="Special instructions (optional)" error={form.formState.errors.specialInstructions?.message}>
        {({ id, describedBy }) => (
          <Textarea id={id} rows={3} placeholder="Gate codes, parking, porch details…" aria-describedby={describedBy} {...form.register('specialInstructions')} />
        )}
      </Field>
    </div>
  );
}
