import { useId, useState, type ReactNode } from 'react';

/**
 * Single-open accordion: opening one item closes the other, clicking the open one closes it (docs/product-spec.md §2 FAQ).
 * NOTE: written here, not Radix's: the home page's FAQ pulled about 10 KB gzip of Radix (collection, id, direction, primitive) into
 * the first JS of `/` for what is a button per question (docs/design.md §14 budget, ADR 061). The pattern is WAI-ARIA's accordion:
 * a heading holding a button with aria-expanded and aria-controls, the panel a labelled region, hidden when closed.
 */
export function Accordion({ items }: { items: { id: string; title: string; content: ReactNode }[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  return (
    <div className="divide-y divide-charcoal/10 border-y border-charcoal/10">
      {items.map((item) => {
        const expanded = open === item.id;
        const button = `${base}-${item.id}-button`;
        const panel = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} data-state={expanded ? 'open' : 'closed'}>
            <h3 className="flex">
              <button
                type="button"
                id={button}
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : item.id)}
                className="group flex w-full cursor-pointer items-center justify-between gap-6 py-5 text-left font-display text-lg text-charcoal hover:text-ember"
              >
                {item.title}
                <span
                  aria-hidden="true"
                  className={`grid h-8 w-8 shrink-0 place-items-center rounded-full border border-charcoal/20 transition-transform ${expanded ? 'rotate-45' : ''}`}
                >
                  +
                </span>
              </button>
            </h3>
            <div id={panel} role="region" aria-labelledby={button} hidden={!expanded} className="pb-5 pr-12 leading-relaxed text-smoke">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
