import type { RenewalSeason } from '@sdp/shared/wire-renewals';
import { usd } from '../lib/order-labels.ts';
import { StatCard } from './ui/stat-card.tsx';

/** The renewal season's figures; the dashboard shows the same ones. */
export function RenewalFigures({ season }: { season: RenewalSeason }) {
  const rate = season.offered === 0 ? '—' : `${Math.round((season.accepted / season.offered) * 100)}%`;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <StatCard label="Offered" value={season.offered} note={season.year ? `Fall ${season.year}` : undefined} />
      <StatCard label="Renewed" value={season.accepted} note={`${rate} of offers`} />
      <StatCard label="Still held" value={season.held} />
      <StatCard label="Not this year" value={season.declined} />
      <StatCard label="Lapsed" value={season.expired} />
      {/* NOTE: only the roles that may see money get the figure (ADR 181). */}
      {season.renewedRevenue !== undefined && <StatCard label="Renewed revenue" value={usd(season.renewedRevenue)} note="Deposit paid" />}
    </dl>
  );
}
