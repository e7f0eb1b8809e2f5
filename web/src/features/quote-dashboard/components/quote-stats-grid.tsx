import { StatCard } from '../../../components/ui/stat-card.tsx';
import type { QuoteStats } from '../logic/quote-stats.ts';

/**
 * Totals per status and the two automation rates (docs/product-spec.md §9). Without a CRM the sync rate would read 0.0% for want of anything to
 * sync to, so the card says "Not configured"; "..." until the API has said which (`crmConfigured` undefined).
 */
export function QuoteStatsGrid({ stats, crmConfigured }: { stats: QuoteStats; crmConfigured: boolean | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      <StatCard label="Total quotes" value={stats.total} />
      <StatCard label="Pending" value={stats.pending} />
      <StatCard label="Contacted" value={stats.contacted} />
      <StatCard label="Quoted" value={stats.quoted} />
      <StatCard label="Closed" value={stats.closed} />
      <StatCard label="CRM sync rate" value={crmConfigured === undefined ? '...' : crmConfigured ? stats.crmSyncRate : <span className="text-lg leading-tight">Not configured</span>} />
      <StatCard label="Email delivery rate" value={stats.emailDeliveryRate} />
    </dl>
  );
}
