import type { ReactNode, RefObject } from 'react';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * The form around Stripe's Payment Element for a customer's signed-link page (pay the balance, replace the card): a spinner until the
 * element can mount, the element, the refusal in Stripe's or the API's words, one submit button and the line saying where card
 * details go. The callers differ only in what they confirm with Stripe and what the button says.
 */
export function CardElementForm({
  loading,
  mountRef,
  error,
  submitLabel,
  disabled,
  onSubmit,
  note,
  spinnerLabel,
  className,
}: {
  loading: boolean;
  mountRef: RefObject<HTMLDivElement | null>;
  error: string | null;
  submitLabel: string;
  disabled: boolean;
  onSubmit: () => void;
  note: ReactNode;
  spinnerLabel: string;
  className?: string;
}) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {loading && <Spinner label={spinnerLabel} className="py-8" />}
      <div ref={mountRef} className="min-h-12" />
      {error && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={disabled}>
        {submitLabel}
      </Button>
      <p className="mt-3 text-center text-xs text-smoke">{note}</p>
    </form>
  );
}
