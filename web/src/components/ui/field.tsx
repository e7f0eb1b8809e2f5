import { useId, type ComponentProps, type ReactNode, type InputHTMLAttributes, type TextareaHTMLAttributes, type Ref } from 'react';
import { cn } from './cn.ts';

export const inputClass =
  'block w-full rounded-lg border border-charcoal/20 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-smoke/70 ' +
  'focus:border-ember focus:outline-none focus:ring-2 focus:ring-ember/25 aria-[invalid=true]:border-danger';

/** Label, control and error message wired together for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-charcoal">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-smoke">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A Field whose control is one text box, the usual case; `className` is the field's (its cell in a grid), the rest goes to the Input. */
export function InputField({
  label,
  error,
  hint,
  className,
  ...input
}: { label: string; error?: string | undefined; hint?: string; className?: string } & Omit<ComponentProps<typeof Input>, 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...input} />}
    </Field>
  );
}

export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ref, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(inputClass, 'min-h-24', className)} {...props} />;
}
