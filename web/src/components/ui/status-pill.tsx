import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  good: 'bg-success/10 text-success ring-success/25',
  bad: 'bg-danger/10 text-danger ring-danger/25',
  waiting: 'bg-gold/15 text-[#7a5a1c] ring-gold/40',
  neutral: 'bg-charcoal/5 text-smoke ring-charcoal/15',
} as const;

export type PillTone = keyof typeof TONES;

/** A small labelled state ("Paid", "Email failed"); the words carry the meaning, the colour only helps scanning. */
export function StatusPill({ tone, children, title }: { tone: PillTone; children: ReactNode; title?: string | undefined }) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}
