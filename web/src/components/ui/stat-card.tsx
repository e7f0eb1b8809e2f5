import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** One figure on a staff dashboard: a small label over a large number, with an optional note. */
export function StatCard({ label, value, note, className }: { label: string; value: ReactNode; note?: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-charcoal/10 bg-white px-4 py-3.5 shadow-sm', className)}>
      <dt className="text-xs font-medium tracking-wide text-smoke uppercase lg:min-h-8">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold text-charcoal tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-smoke">{note}</dd>}
    </div>
  );
}
