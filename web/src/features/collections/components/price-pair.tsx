import { formatUsd, toCents } from '@sdp/shared/money';
import type { Package } from '@sdp/shared/wire';

/** Both prices of a package: White-Glove and Drop-Off. */
export function PricePair({ pkg }: { pkg: Pick<Package, 'whiteGlovePrice' | 'dropOffPrice'> }) {
  return (
    <dl className="grid grid-cols-2 divide-x divide-charcoal/10 rounded-xl bg-parchment text-center">
      <div className="px-3 py-3">
        <dt className="text-[0.68rem] font-semibold tracking-[0.16em] text-smoke uppercase">White-Glove</dt>
        <dd className="mt-0.5 font-display text-2xl text-charcoal">{formatUsd(toCents(pkg.whiteGlovePrice))}</dd>
      </div>
      <div className="px-3 py-3">
        <dt className="text-[0.68rem] font-semibold tracking-[0.16em] text-smoke uppercase">Drop-Off</dt>
        <dd className="mt-0.5 font-display text-2xl text-charcoal">{formatUsd(toCents(pkg.dropOffPrice))}</dd>
      </div>
    </dl>
  );
}
