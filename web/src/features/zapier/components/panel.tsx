import type { ReactNode } from 'react';

/** A titled white card for one part of the Zapier page. */
export function Panel({
  id,
  title,
  lede,
  aside,
  children,
}: {
  id: string;
  title: string;
  lede?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-charcoal/10 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-charcoal/10 px-5 py-4">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {lede && <p className="mt-0.5 text-sm text-smoke">{lede}</p>}
        </div>
        {aside}
      </div>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}
