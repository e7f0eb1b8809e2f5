import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { cn } from './cn.ts';

/** Modal dialog on Radix (focus trap, Escape, aria wiring); the title is required so every dialog is named. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const opener = useRef<HTMLElement | null>(null);
  // NOTE: the shell guard may be showing this dialog's frame, opened by a tap before the app started (prerender/shell-guard.js,
  // ADR 191); it gives way now, handing the focus back to the button tapped, before this dialog takes it.
  useLayoutEffect(() => {
    if (!open) return;
    window.dispatchEvent(new Event('sdp:dialog-open'));
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-charcoal/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <D.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-2xl bg-cream p-6 shadow-2xl data-[state=open]:animate-fade-in sm:p-8',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // NOTE: Radix gives the focus back only to a Dialog.Trigger, which these dialogs opened from state have none of: the control
          // that opened the dialog gets it back on closing (WAI-ARIA's dialog pattern).
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <D.Title className="pr-8 font-display text-2xl font-semibold text-charcoal">{title}</D.Title>
          {description && <D.Description className="mt-1 text-sm text-smoke">{description}</D.Description>}
          <div className="mt-5">{children}</div>
          <D.Close
            className="absolute top-4 right-4 grid h-9 w-9 cursor-pointer place-items-center rounded-full text-smoke hover:bg-charcoal/5 hover:text-charcoal"
            aria-label="Close"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
