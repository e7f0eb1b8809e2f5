import type { UseFormReturn } from 'react-hook-form';
import type { ReservationForm } from '@sdp/shared/schemas/order';
import { Field, Input } from '../../../components/ui/field.tsx';

/** Name, e-mail and phone of the reservation form. */
export function ContactFields({ form }: { form: UseFormReturn<ReservationForm> }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Full name" error={errors.customerName?.message} className="sm:col-span-2">
        {({ id, describedBy, invalid }) => <Input id={id} autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('customerName')} />}
      </Field>
      <Field label="Email" error={errors.customerEmail?.message}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="email" autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('customerEmail')} />
        )}
      </Field>
      <Field label="Phone" error={errors.customerPhone?.message}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="tel" autoComplete="tel" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('customerPhone')} />
        )}
      </Field>
    </div>
  );
}
