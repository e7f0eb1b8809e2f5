import { SERVICE_LEVEL_LABELS } from '@sdp/shared/constants/business';
import { COMPARISON_ROWS } from '../data/comparison-rows.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

function Mark({ included }: { included: boolean }) {
  return included ? (
    <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-label="Included" role="img">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ) : (
    <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-smoke" aria-label="Not included" role="img">
      <path d="M5 10h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function ServiceComparison() {
  return (
    <section aria-labelledby="compare-title" className="bg-parchment py-24">
      <div className="container-page">
        <SectionHeading id="compare-title" eyebrow="Two ways to celebrate" title="Service Comparison" lede="White-glove artistry or a beautifully curated delivery. Both begin with the same premium harvest." />
        <div className="mt-12 overflow-x-auto rounded-2xl bg-white shadow-card" tabIndex={0} role="region" aria-label="Service comparison table">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">White-Glove Service compared with Drop-Off Service</caption>
            <thead>
              <tr className="border-b border-charcoal/10">
                <th scope="col" className="p-5 font-semibold text-smoke">Feature</th>
                <th scope="col" className="bg-charcoal p-5 font-display text-lg font-semibold text-cream">{SERVICE_LEVEL_LABELS['white-glove'].name}</th>
                <th scope="col" className="p-5 font-display text-lg font-semibold text-charcoal">{SERVICE_LEVEL_LABELS['drop-off'].name}</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row.feature} className="border-b border-charcoal/5 last:border-0">
                  <th scope="row" className="p-5 font-medium text-charcoal">{row.feature}</th>
                  <td className="bg-charcoal/[0.03] p-5">
                    <span className="flex gap-2"><Mark included={row.whiteGloveIncluded} />{row.whiteGlove}</span>
                  </td>
                  <td className="p-5">
                    <span className="flex gap-2"><Mark included={row.dropOffIncluded} />{row.dropOff}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
