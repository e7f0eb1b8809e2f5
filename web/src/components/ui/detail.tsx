import type { ReactNode } from 'react';

/** One labelled fact in a `dl` (delivery week, address, e-mail): the small uppercase label over its value. */
export function Detail({ label, className, valueClassName = 'text-ink', children }: { label: ReactNode; className?: string | undefined; valueClassName?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wider text-smoke uppercase">{label}</dt>
      <dd className={`mt-1 ${valueClassName}`}>{children}</dd>
    </div>
  );
}
