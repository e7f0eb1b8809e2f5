import type { CustomQuote } from '@sdp/shared/wire';
import { DataTable, TD, TR } from '../../../components/ui/data-table.tsx';
import { SyncPill } from '../../../components/ui/sync-pill.tsx';
import { CustomerCell, ProjectCell, RecordCell } from '../../../components/ui/staff-cells.tsx';
import { useCrmConfigured } from '../../../lib/api/integrations.ts';
import { confirmationEmailState, crmState } from '../../../lib/sync-state.ts';
import { QuoteStatusSelect } from './quote-status-select.tsx';

/** CRM and e-mail state of one quote, as staff need it to follow up. */
function QuoteSync({ quote }: { quote: CustomQuote }) {
  const crmConfigured = useCrmConfigured();
  return (
    <div className="flex flex-col items-start gap-1">
      <SyncPill state={crmState(quote, crmConfigured)} />
      <SyncPill state={confirmationEmailState(quote)} />
    </div>
  );
}

export function QuotesTable({ quotes }: { quotes: CustomQuote[] }) {
  return (
    <DataTable caption="Custom quotes" columns={['Quote', 'Customer', 'Project', 'Status', 'Sync']} minWidth={880}>
      {quotes.map((quote) => (
        <tr key={quote.id} className={TR}>
          <RecordCell id={quote.id} createdAt={quote.createdAt} />
          <CustomerCell name={quote.customerName} email={quote.customerEmail} phone={quote.customerPhone} />
          <ProjectCell projectType={quote.projectType} description={quote.projectDescription} />
          <td className={TD}>
            <QuoteStatusSelect quote={quote} />
          </td>
          <td className={TD}>
            <QuoteSync quote={quote} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
