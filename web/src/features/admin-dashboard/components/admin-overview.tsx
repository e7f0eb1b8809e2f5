import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { AdminCharts } from './admin-charts.tsx';
import { AdminStatsGrid } from './admin-stats-grid.tsx';
import { Link } from '@tanstack/react-router';
import { useRenewalSeason } from '../../../lib/api/renewals.ts';
import { RenewalFigures } from '../../../components/renewal-figures.tsx';

/** The admin's figures and charts, from the server's totals over every order and quote. */
export function AdminOverview() {
  const stats = useAdminStats();
  if (stats.isPending) return <Spinner label="Loading figures" className="py-8" />;
  if (stats.isError)
    return (
      <p role="alert" className="rounded-xl border border-danger/25 bg-white p-4 text-sm text-danger">
        The figures could not be loaded.
      </p>
    );
  return (
    <div className="space-y-4">
      <AdminStatsGrid stats={stats.data} />
      <RenewalsSummary />
      <AdminCharts stats={stats.data} />
    </div>
  );
}

/** The renewal season at a glance (docs/design.md §18), with the way to the households and their offers. */
function RenewalsSummary() {
  const season = useRenewalSeason();
  if (!season.data || season.data.offered === 0) return null;
  return (
    <section aria-labelledby="renewals-summary" className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="renewals-summary" className="font-display text-lg font-semibold text-charcoal">Renewals</h2>
        <Link to="/renewals" className="text-sm font-semibold text-ember underline-offset-4 hover:underline">Every household</Link>
      </div>
      <RenewalFigures season={season.data} />
    </section>
  );
}
