import type { ReactNode } from 'react';

/** A numbered card of the reservation form; its heading names the fieldset for screen readers. */
export function FormSection({ step, title, description, children }: { step: number; title: string; description?: string; children: ReactNode }) {
  const id = `reserve-step-${step}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-start gap-4">
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-charcoal font-display text-base text-gold" aria-hidden="true">
          {step}
        </span>
        <div>
          <h2 id={id} className="text-2xl font-semibold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-smoke">{description}</p>}
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
