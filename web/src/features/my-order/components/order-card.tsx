import type { HTMLAttributes, ReactNode } from 'react';

/** One card of the order page, named by its heading for screen readers (`{name}-heading`). */
export function OrderCard({ name, title, children, ...rest }: { name: string; title: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <section aria-labelledby={`${name}-heading`} className="rounded-2xl bg-white p-5 shadow-card sm:p-7" {...rest}>
      <h2 id={`${name}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
