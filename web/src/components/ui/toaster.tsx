import { useEffect, useRef } from 'react';
import { Toast as T } from 'radix-ui';
import { cn } from './cn.ts';
import { dismissToast, useToasts } from './toast-store.ts';

const VARIANT_CLASS = {
  default: 'bg-charcoal text-cream',
  success: 'bg-moss text-cream',
  destructive: 'bg-danger text-white',
} as const;

/**
 * Radix toast region: 5 s, swipe right past 50 px to dismiss, F8 jumps to it (docs/product-spec.md §9). `focusOnMount`: the F8 that made
 * LazyToaster load this region came before Radix listened for it, so the region takes the focus that key asked for.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <T.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group relative flex w-full items-start gap-3 rounded-xl p-4 pr-10 shadow-2xl data-[state=open]:animate-fade-in',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
            VARIANT_CLASS[item.variant],
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{item.title}</T.Title>
            {item.description && <T.Description className="text-sm opacity-90">{item.description}</T.Description>}
          </div>
          <T.Close aria-label="Dismiss notification" className="absolute top-3 right-3 cursor-pointer rounded-full p-1 opacity-80 hover:opacity-100">
            <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport ref={viewport} hotkey={['F8']} className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </T.Provider>
  );
}
