import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  good: 'bg-success/10 text-success ring-success/25',
  bad: 'bg-danger/10 text-danger ring-danger/25',
  waiting: 'bg-gold/15 text-[#7a5a1c] ring-gold/40',
  neutral: 'bg-charcoal/5 text-smoke ring-charcoal/15',
} as const;

/** The same tones with darker words (WCAG AAA, 7:1 and more), for screens read outdoors on a phone: the crew's (issue 29). */
const SUNLIGHT_TONES: Record<keyof typeof TONES, string> = {
  good: 'bg-success/10 text-moss ring-success/40',
  bad: 'bg-danger/10 text-[#7d1f17] ring-danger/40',
  waiting: 'bg-gold/15 text-[#5e4514] ring-gold/60',
  neutral: 'bg-charcoal/5 text-ink ring-charcoal/25',
};

export type PillTone = keyof typeof TONES;

/** A small labelled state ("Paid", "Email failed"); the words carry the meaning, the colour only helps scanning. */
export function StatusPill({ tone, children, title, sunlight = false }: { tone: PillTone; children: ReactNode; title?: string | undefined; sunlight?: boolean }) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        (sunlight ? SUNLIGHT_TONES : TONES)[tone],
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}
