import { SERVICE_LEVEL_LABELS } from '@sdp/shared/constants/business';
import { comparisonRows, type ComparisonRow } from '../data/comparison-rows.ts';
import { useAddOnServices, usePackages } from '../../../lib/api/catalog.ts';
import { PageSection } from '../../../components/ui/page-section.tsx';

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

const Level = ({ text, included }: { text: string; included: boolean }) => (
  <span className="flex gap-2">
    <Mark included={included} />
    {text}
  </span>
);

const CAPTION = 'White-Glove Service compared with Drop-Off Service';
const WHITE_GLOVE = SERVICE_LEVEL_LABELS['white-glove'].name;
const DROP_OFF = SERVICE_LEVEL_LABELS['drop-off'].name;

/** From md up: one row per feature, the two levels side by side. */
function WideTable({ rows }: { rows: ComparisonRow[] }) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">{CAPTION}</caption>
      <thead>
        <tr className="border-b border-charcoal/10">
          <th scope="col" className="p-5 font-semibold text-smoke">Feature</th>
          <th scope="col" className="bg-charcoal p-5 font-display text-lg font-semibold text-cream">{WHITE_GLOVE}</th>
          <th scope="col" className="p-5 font-display text-lg font-semibold text-charcoal">{DROP_OFF}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature} className="border-b border-charcoal/5 last:border-0">
            <th scope="row" className="p-5 font-medium text-charcoal">{row.feature}</th>
            <td className="bg-charcoal/[0.03] p-5"><Level text={row.whiteGlove} included={row.whiteGloveIncluded} /></td>
            <td className="p-5"><Level text={row.dropOff} included={row.dropOffIncluded} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Below md: the two levels as two equal columns and each feature as a heading over its pair, so both levels are read at 390 px
 * without a sideways scroll (issue 13; a third column for the feature names pushed Drop-Off out of view).
 */
function NarrowTable({ rows }: { rows: ComparisonRow[] }) {
  const group = (row: ComparisonRow) => (
    <tbody key={row.feature} className="border-b border-charcoal/5 last:border-0">
      <tr>
        <th scope="rowgroup" colSpan={2} className="px-4 pt-4 pb-1.5 text-xs font-semibold tracking-wide text-smoke uppercase">
          {row.feature}
        </th>
      </tr>
      <tr className="align-top">
        <td className="bg-charcoal/[0.03] px-4 pb-4"><Level text={row.whiteGlove} included={row.whiteGloveIncluded} /></td>
        <td className="px-4 pb-4"><Level text={row.dropOff} included={row.dropOffIncluded} /></td>
      </tr>
    </tbody>
  );
  return (
    <table className="w-full table-fixed text-left text-sm md:hidden">
      <caption className="sr-only">{CAPTION}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-1/2 bg-charcoal px-4 py-4 font-display text-base font-semibold text-cream">{WHITE_GLOVE}</th>
          <th scope="col" className="w-1/2 px-4 py-4 font-display text-base font-semibold text-charcoal">{DROP_OFF}</th>
        </tr>
      </thead>
      {rows.map(group)}
    </table>
  );
}

export function ServiceComparison() {
  const rows = comparisonRows(usePackages().data ?? [], useAddOnServices().data);
  return (
    <PageSection
      heading={{
        id: 'compare-title',
        eyebrow: 'Two ways to celebrate',
        title: 'Service Comparison',
        lede: 'White-glove artistry or a beautifully curated delivery. Both begin with the same premium harvest.',
      }}
      className="bg-parchment py-24"
    >
      <div className="mt-12 overflow-hidden rounded-2xl bg-white shadow-card">
        <WideTable rows={rows} />
        <NarrowTable rows={rows} />
      </div>
    </PageSection>
  );
}
