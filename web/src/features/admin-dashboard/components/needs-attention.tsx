import { Link } from '@tanstack/react-router';
import type { AdminOrder } from '@sdp/shared/wire';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { BALANCE_LABEL, BALANCE_TONE, needsAttention, usd } from '../../../lib/order-labels.ts';
import { useFailedJobs } from '../api/failed-jobs.ts';

/** Work that waits on staff (docs/design.md §11): balances the card could not pay, and (for admins) jobs that used up their retries. */
export function NeedsAttention({ orders, isAdmin }: { orders: AdminOrder[]; isAdmin: boolean }) {
  const chase = orders.filter((o) => needsAttention(o.balanceStatus) && o.status === 'delivered');
  return (
    <section aria-labelledby="attention-heading" className="rounded-2xl border border-gold/40 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="attention-heading" className="font-display text-xl font-semibold">Needs attention</h2>
      {chase.length === 0 ? (
        <p className="mt-1 text-sm text-smoke">No balance is waiting on a customer.</p>
      ) : (
        <ul className="mt-2 divide-y divide-charcoal/10">
          {chase.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <Link to="/orders/$id" params={{ id: o.id }} className="font-medium text-ember underline-offset-4 hover:underline">
                {o.customerName}
              </Link>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{usd(o.totalAmount)}</span>
                <StatusPill tone={BALANCE_TONE[o.balanceStatus]}>{BALANCE_LABEL[o.balanceStatus]}</StatusPill>
              </span>
            </li>
          ))}
        </ul>
      )}
      {isAdmin && <FailedJobsLine />}
    </section>
  );
}

function FailedJobsLine() {
  const jobs = useFailedJobs();
  const count = jobs.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-2 text-sm">
      <a href="#failed-jobs" className="font-medium text-danger underline-offset-4 hover:underline">
        {count} failed {count === 1 ? 'job' : 'jobs'}
      </a>{' '}
      to retry, listed below.
    </p>
  );
}
