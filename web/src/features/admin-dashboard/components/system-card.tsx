import { StatCard } from '../../../components/ui/stat-card.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { useSystemStatus } from '../api/system-status.ts';
import { outcomeTotals, systemHeadline, waitInWords } from '../logic/system-figures.ts';

const QUEUE_LABELS: Record<string, string> = { email: 'E-mail', texts: 'Texts', payments: 'Payments', crm: 'CRM', zapier: 'Zapier', scheduled: 'Scheduled' };

/** Whether the machinery behind the site keeps up (docs/design.md §25): the figures GET /api/metrics exports, for the owner. */
export function SystemCard() {
  const status = useSystemStatus();
  if (status.isPending) return null;
  if (status.isError) {
    return (
      <p role="alert" className="rounded-xl border border-danger/25 bg-white p-4 text-sm text-danger">
        The system figures could not be loaded.
      </p>
    );
  }
  const s = status.data;
  const headline = systemHeadline(s);
  const emails = outcomeTotals(s.messages.filter((m) => m.channel === 'email'), ['sent'], ['failed']);
  const texts = outcomeTotals(s.messages.filter((m) => m.channel === 'text'), ['sent', 'delivered'], ['failed', 'undelivered']);
  const payments = outcomeTotals(s.payments.filter((p) => p.kind !== 'refund'), ['succeeded'], ['failed', 'canceled']);
  return (
    <section aria-labelledby="system-heading" className="rounded-xl border border-charcoal/10 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-charcoal/10 px-4 py-3">
        <h2 id="system-heading" className="text-lg font-semibold">System</h2>
        <StatusPill tone={headline.tone}>{headline.label}</StatusPill>
      </div>
      <div className="space-y-4 px-4 py-4">
        <p className="text-sm text-smoke">
          {headline.detail}
          {s.workers.lastHeartbeatAt && <> Last check-in {formatDateTime(s.workers.lastHeartbeatAt)}.</>}
        </p>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Outbox wait" value={waitInWords(s.outboxLagSeconds)} note="Oldest event not yet handed to a queue" />
          <StatCard label="E-mails" value={emails.good} note={`${emails.bad} failed`} />
          <StatCard label="Texts" value={texts.good} note={`${texts.bad} failed`} />
          <StatCard label="Payments" value={payments.good} note={`${payments.bad} failed or cancelled`} />
        </dl>
        {s.queues && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Jobs per queue</caption>
              <thead className="text-xs tracking-wide text-smoke uppercase">
                <tr>
                  <th scope="col" className="py-1.5 pr-2 sm:pr-3 font-medium">Queue</th>
                  <th scope="col" className="py-1.5 pr-2 sm:pr-3 text-right font-medium">Waiting</th>
                  <th scope="col" className="py-1.5 pr-2 sm:pr-3 text-right font-medium">Active</th>
                  <th scope="col" className="py-1.5 pr-2 sm:pr-3 text-right font-medium">Failed</th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Oldest<span className="hidden sm:inline"> wait</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-charcoal/10 tabular-nums">
                {s.queues.map((q) => (
                  <tr key={q.queue}>
                    <th scope="row" className="py-1.5 pr-2 sm:pr-3 font-medium text-charcoal">{QUEUE_LABELS[q.queue] ?? q.queue}</th>
                    <td className="py-1.5 pr-2 sm:pr-3 text-right">{q.waiting}</td>
                    <td className="py-1.5 pr-2 sm:pr-3 text-right">{q.active}</td>
                    <td className={`py-1.5 pr-2 sm:pr-3 text-right ${q.failed > 0 ? 'font-semibold text-danger' : ''}`}>{q.failed}</td>
                    <td className="py-1.5 text-right">{q.waiting > 0 ? waitInWords(q.oldestWaitingSeconds) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
