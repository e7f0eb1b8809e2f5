import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { AdminCharts } from './admin-charts.tsx';
import { AdminStatsGrid } from './admin-stats-grid.tsx';

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
      <AdminCharts stats={stats.data} />
    </div>
  );
}
