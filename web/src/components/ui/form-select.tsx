import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './field.tsx';
import { Select, type SelectOption } from './select.tsx';

/** A labelled Radix select bound to a react-hook-form field. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  error,
  options,
  placeholder,
  className,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error: string | undefined;
  options: SelectOption[];
  placeholder: string;
  className?: string;
}) {
  return (
    <Field label={label} error={error} {...(className ? { className } : {})}>
      {({ id, describedBy, invalid }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select id={id} value={field.value} onValueChange={field.onChange} options={options} placeholder={placeholder} invalid={invalid} describedBy={describedBy} />
          )}
        />
      )}
    </Field>
  );
}
