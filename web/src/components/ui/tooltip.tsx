import type { ReactNode } from 'react';
import { Tooltip as T } from 'radix-ui';

/** App-wide tooltip timing of docs/product-spec.md §9: 700 ms to open, 300 ms skip window. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <T.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </T.Provider>
  );
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content sideOffset={6} className="z-[70] rounded-md bg-charcoal px-3 py-1.5 text-xs text-cream shadow-lg">
          {content}
          <T.Arrow className="fill-charcoal" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
