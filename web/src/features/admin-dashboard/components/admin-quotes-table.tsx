import type { CustomQuote } from '@sdp/shared/wire';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { SyncPill } from '../../../components/ui/sync-pill.tsx';
import { CustomerCell, ProjectCell, RecordCell } from '../../../components/ui/staff-cells.tsx';
import { useCrmConfigured, useZapierConnected } from '../../../lib/api/integrations.ts';
import { confirmationEmailState, crmState, zapierBadge } from '../../../lib/sync-state.ts';
import { DataTable, TD, TR } from '../../../components/ui/data-table.tsx';
import { ResendEmailButton } from './resend-email-button.tsx';

const STATUS_TONE = { pending: 'waiting', contacted: 'neutral', quoted: 'neutral', closed: 'good' } as const;

/** Custom quotes with their automation state; statuses are changed on the quote dashboard. */
export function AdminQuotesTable({ quotes }: { quotes: CustomQuote[] }) {
  const crmConfigured = useCrmConfigured();
  const zapierConnected = useZapierConnected();
  if (quotes.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-charcoal/20 bg-white/60 px-6 py-10 text-center text-smoke">
        No quote requests yet.
      </p>
    );
  return (
    <DataTable caption="Custom quotes" columns={['Quote', 'Customer', 'Project', 'Status', 'Sync status', 'Actions']} minWidth={1000}>
      {quotes.map((quote) => {
        const status = quote.status ?? 'pending';
        return (
          <tr key={quote.id} className={TR}>
            <RecordCell id={quote.id} createdAt={quote.createdAt} />
            <CustomerCell name={quote.customerName} email={quote.customerEmail} phone={quote.customerPhone} />
            <ProjectCell projectType={quote.projectType} description={quote.projectDescription} />
            <td className={TD}>
              <StatusPill tone={STATUS_TONE[status] ?? 'neutral'}>{status[0]?.toUpperCase() + status.slice(1)}</StatusPill>
            </td>
            <td className={TD}>
              <div className="flex max-w-56 flex-wrap gap-1">
                <SyncPill state={confirmationEmailState(quote)} />
                <SyncPill state={crmState(quote, crmConfigured)} />
                <SyncPill state={zapierBadge(quote.lastDeliveryStatus, zapierConnected)} />
              </div>
            </td>
            <td className={TD}>
              <ResendEmailButton type="quote" id={quote.id} label="Resend Confirmation" customerName={quote.customerName} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
