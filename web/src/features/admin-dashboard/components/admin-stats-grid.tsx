import { formatUsd, toCents } from '@sdp/shared/money';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import type { AdminStats } from '../api/admin-types.ts';

const usd = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });
const pct = (rate: number) => `${rate.toFixed(1)}%`;

/** Orders, money in and still to collect, quotes, and how well the automations keep up. */
export function AdminStatsGrid({ stats }: { stats: AdminStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-10">
      <StatCard label="Orders" value={stats.orders.count} />
      <StatCard label="Revenue" value={usd(stats.orders.revenue)} note="Booked: paid orders' totals" />
      <StatCard label="Collected" value={usd(stats.collectedRevenue)} note="Paid in, less refunds and lost disputes" />
      <StatCard label="Deposits collected" value={usd(stats.orders.depositsCollected)} note="Deposits paid, less their refunds" />
      <StatCard label="Goodwill refunds" value={usd(stats.orders.goodwillRefunds)} note="Given back on orders that stand" />
      <StatCard label="Disputes lost" value={usd(stats.orders.disputesLost)} note={`Taken back by banks; ${usd(stats.orders.disputeFees)} in dispute fees`} />
      <StatCard label="Balance outstanding" value={usd(stats.orders.balanceOutstanding)} note="Still owed, failed charges included" />
      <StatCard label="Quotes" value={stats.quotes.count} note={`${stats.quotes.byStatus.pending} pending`} />
      {/* NOTE: without a CRM there is nothing to sync to; a rate of 0.0% would read as a failure. */}
      <StatCard
        label="CRM sync rate"
        value={stats.crmConfigured ? pct(stats.crmSyncRate) : <span className="text-lg leading-tight">Not configured</span>}
        note={stats.crmConfigured ? 'Orders and quotes' : 'No CRM is set up (CRM_PROVIDER)'}
      />
      <StatCard label="Email delivery rate" value={pct(stats.emailDeliveryRate)} note="Recaps and confirmations" />
    </dl>
  );
}
