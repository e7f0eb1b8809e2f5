import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { InputField } from '../ui/field.tsx';

/** Which form fields hold the name, e-mail and phone. */
export interface ContactNames<T extends FieldValues> {
  name: Path<T>;
  email: Path<T>;
  phone: Path<T>;
}

/** The order dialog, /reserve and the custom-quote dialog (the order and quote schemas). */
export const CUSTOMER_CONTACT = { name: 'customerName', email: 'customerEmail', phone: 'customerPhone' } as const;
/** The landing page's quote form and the Halloween lead form (the lead schema). */
export const LEAD_CONTACT = { name: 'name', email: 'email', phone: 'phone' } as const;

/**
 * Name, e-mail and phone, written once for every form that asks for them. They render as three cells of the caller's grid
 * (the name spans the row unless `nameClassName` says otherwise); messages come from the form's shared schema.
 */
export function ContactFields<T extends FieldValues>({
  form,
  names,
  nameLabel = 'Full name',
  phoneLabel = 'Phone',
  nameClassName = 'sm:col-span-2',
}: {
  form: UseFormReturn<T>;
  names: ContactNames<T>;
  nameLabel?: string;
  phoneLabel?: string;
  nameClassName?: string;
}) {
  const error = (field: Path<T>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <InputField label={nameLabel} error={error(names.name)} className={nameClassName} autoComplete="name" {...form.register(names.name)} />
      <InputField label="Email" error={error(names.email)} type="email" autoComplete="email" {...form.register(names.email)} />
      <InputField label={phoneLabel} error={error(names.phone)} type="tel" autoComplete="tel" {...form.register(names.phone)} />
    </>
  );
}
