import { PRICES } from '@sdp/shared/constants/business';
import { formatUsd } from '@sdp/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { LabelList } from '../../../components/ui/label-list.tsx';

const KINDS = ['Business displays', 'HOA communities', 'Public spaces', 'Special events'];

/** Custom & Commercial Projects (docs/product-spec.md §1): from $2,500, quoted by scope. */
export function CustomProjectsBlock({ onRequestQuote }: { onRequestQuote: () => void }) {
  return (
    <div className="mt-20 grid gap-8 overflow-hidden rounded-3xl bg-charcoal p-8 text-cream sm:p-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
      <div>
        <p className="eyebrow text-gold">Custom &amp; Commercial</p>
        <h3 className="mt-3 text-3xl font-medium text-cream sm:text-4xl">Custom &amp; Commercial Projects</h3>
        <p className="mt-4 max-w-xl text-cream/80">
          Storefronts, community entrances, plazas and celebrations, designed to your scope. Projects start at{' '}
          <span className="font-semibold text-gold">{formatUsd(PRICES.customFrom * 100)}</span> and are quoted individually.
        </p>
        <Button className="mt-8" size="lg" onClick={onRequestQuote}>
          Request Custom Quote
        </Button>
      </div>
      <LabelList items={KINDS} className="grid grid-cols-2 gap-3" itemClassName="rounded-xl border border-cream/15 p-4 text-sm font-medium text-cream/90" />
    </div>
  );
}
