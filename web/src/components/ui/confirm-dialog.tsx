import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-fetch.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** The server's own words for a refused action (a 409 says why), else a plain retry line. */
export const actionError = (error: unknown): string | null =>
  !error ? null : error instanceof ApiError && error.serverMessage ? error.serverMessage : 'That did not go through. Please try again.';

/** An action behind a question (staff or customer): what will happen, optional fields, the server's refusal in words, and two large buttons. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  /** True while the question is not answered yet (nothing picked). */
  confirmDisabled?: boolean;
  children?: ReactNode;
}) {
  const message = actionError(error);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
        className="space-y-4"
      >
        {children}
        {message && (
          <p role="alert" className="text-sm text-danger">
            {message}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" className="h-12" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button type="submit" variant="primary" className="h-12" disabled={pending || confirmDisabled}>
            {pending ? 'Saving...' : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
