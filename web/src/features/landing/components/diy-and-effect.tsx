import { useId, useState } from 'react';
import { DIY_COSTS, EFFECT_CARDS } from '../data/landing-content.ts';
import { CardGrid } from '../../../components/ui/card-grid.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';

/** The collapsible "hidden time cost of DIY" (docs/product-spec.md §2, §4: the DIY section toggles). */
export function DiyCost() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const total = DIY_COSTS.reduce((sum, item) => sum + item.hours, 0);
  return (
    <section aria-labelledby="diy-title" className="container-page py-16">
      <div className="mx-auto max-w-3xl rounded-3xl border border-charcoal/10 bg-white p-6 shadow-card sm:p-10">
        <h2 id="diy-title" className="text-2xl font-medium sm:text-3xl">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full cursor-pointer items-center justify-between gap-6 text-left hover:text-ember"
          >
            The hidden time cost of DIY
            <span aria-hidden="true" className={`grid h-9 w-9 shrink-0 place-items-center rounded-full border border-charcoal/20 text-xl transition-transform ${open ? 'rotate-45' : ''}`}>
              +
            </span>
          </button>
        </h2>
        <div id={panelId} hidden={!open} className="mt-6">
          <p className="text-smoke">A “simple” DIY fall porch quietly costs most families two weekends:</p>
          <table className="mt-5 w-full text-sm">
            <caption className="sr-only">Hours a DIY fall porch takes</caption>
            <tbody className="divide-y divide-charcoal/10">
              {DIY_COSTS.map((item) => (
                <tr key={item.task}>
                  <th scope="row" className="py-3 pr-4 text-left font-normal text-ink">{item.task}</th>
                  <td className="py-3 text-right font-semibold whitespace-nowrap text-charcoal">{item.hours} h</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-charcoal/20">
                <th scope="row" className="pt-3 text-left font-semibold text-charcoal">Your season, reclaimed</th>
                <td className="pt-3 text-right font-display text-2xl text-ember">{total} h</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  );
}

/** The "SD Pumpkin Effect" grid of four cards. */
export function EffectGrid() {
  return (
    <PageSection heading={{ id: 'effect-title', eyebrow: 'The difference', title: 'The SD Pumpkin Effect', light: true }} className="bg-charcoal py-20 text-cream sm:py-24">
      <CardGrid
        items={EFFECT_CARDS}
        mark={(card) => <p className="font-display text-5xl text-gold">{card.stat}</p>}
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="rounded-2xl border border-cream/15 bg-cream/5 p-6"
        titleClassName="mt-3"
        dark
      />
    </PageSection>
  );
}
