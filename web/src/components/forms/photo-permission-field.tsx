import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** "May we photograph your finished porch?" (docs/product-spec.md §3), written once for the order dialog and /reserve. */
export function PhotoPermissionField<T extends FieldValues>({ form, name }: { form: UseFormReturn<T>; name: Path<T> }) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <fieldset aria-describedby={error ? 'photo-permission-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-charcoal">May we photograph your finished porch for our gallery?</legend>
      <div className="flex flex-wrap gap-6 text-sm">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2">
            <input type="radio" value={value} className="h-4.5 w-4.5 accent-ember" {...form.register(name)} />
            {value === 'yes' ? 'Yes, happily' : 'No, thank you'}
          </label>
        ))}
      </div>
      {error && <p id="photo-permission-error" className="mt-1.5 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
