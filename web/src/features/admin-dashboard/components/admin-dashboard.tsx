import { useState, type ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { API_BASE } from '../../../lib/api-fetch.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { useCustomQuotes } from '../../../lib/api/get-custom-quotes.ts';
import { AdminOverview } from './admin-overview.tsx';
import { AdminQuotesTable } from './admin-quotes-table.tsx';
import { ArchivingStatus } from './archiving-status.tsx';
import { BookkeepingDownload } from './bookkeeping-download.tsx';
import { CrewTipsDownload } from './crew-tips-download.tsx';
import { FailedJobsPanel } from './failed-jobs-panel.tsx';
import { SystemCard } from './system-card.tsx';
import { NeedsAttention } from './needs-attention.tsx';
import { OrdersTable } from './orders-table.tsx';
import { SeasonTab } from './season-tab.tsx';

const BOARD_URL = `${API_BASE}/admin/queues`;
// NOTE: every query this screen shows; Refresh reads them all again (docs/product-spec.md §9: nothing refetches on its own).
const SCREEN_QUERIES = [['orders'], ['custom-quotes'], ['admin']];

/** A list tab: its title with the count, and the table once the list has arrived. */
function listTab<T>(value: string, title: string, query: UseQueryResult<T[]>, table: (rows: T[]) => ReactNode) {
  const what = title.toLowerCase();
  return {
    value,
    label: `${title}${query.data ? ` (${query.data.length})` : ''}`,
    content: query.isPending ? (
      <Spinner label={`Loading ${what}`} />
    ) : query.isError ? (
      <p role="alert" className="text-sm text-danger">
        The {what} could not be loaded.
      </p>
    ) : (
      table(query.data)
    ),
  };
}

/** Orders and quotes with their sync status; for admins also figures, charts, failed jobs and the season (issue 8). */
export function AdminDashboard({ isAdmin }: { isAdmin: boolean }) {
  const orders = useAdminOrders();
  const quotes = useCustomQuotes();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    await Promise.allSettled(SCREEN_QUERIES.map((queryKey) => queryClient.refetchQueries({ queryKey })));
    setRefreshing(false);
  };

  const tabs = [
    listTab('orders', 'Orders', orders, (rows) => <OrdersTable orders={rows} />),
    listTab('quotes', 'Custom Quotes', quotes, (rows) => <AdminQuotesTable quotes={rows} />),
    ...(isAdmin ? [{ value: 'season', label: 'Season', content: <SeasonTab /> }] : []),
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="dark" size="sm" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        {isAdmin && (
          <a href={BOARD_URL} target="_blank" rel="noopener" className="text-sm font-medium text-ember underline-offset-4 hover:underline">
            Job queue board<span className="sr-only"> (opens in a new tab)</span> ↗
          </a>
        )}
      </div>
      {orders.data && <NeedsAttention orders={orders.data} isAdmin={isAdmin} />}
      {isAdmin ? (
        <>
          <ArchivingStatus />
          <AdminOverview />
          <BookkeepingDownload />
          <CrewTipsDownload />
          <SystemCard />
          <FailedJobsPanel boardUrl={BOARD_URL} />
        </>
      ) : (
        <p className="rounded-xl border border-charcoal/10 bg-white px-4 py-3 text-sm text-smoke">
          Figures, charts, failed jobs and the season calendar are shown to admins.
        </p>
      )}
      <Tabs label="Admin records" defaultValue="orders" tabs={tabs} />
    </div>
  );
}
