import { Link } from '@tanstack/react-router';
import type { AdminOrderDetail } from '@sdp/shared/wire-staff';
import { toCents } from '@sdp/shared/money';
import { termsInWords } from '@sdp/shared/plain-words';
import { RecordScreen } from '../../../components/ui/record-screen.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { BALANCE_LABEL, BALANCE_TONE, STATUS_LABEL, STATUS_TONE, usd } from '../../../lib/order-labels.ts';
import { describeTimelineEntry } from '../../../lib/timeline-labels.ts';
import { MoneyActions } from './money-actions.tsx';
import { RevokeLinks } from './revoke-links.tsx';
import { OrderTexts } from './order-texts.tsx';
import { DisputePanel, disputeStateLabel } from './dispute-panel.tsx';
import { Figure } from '../../../components/ui/figure.tsx';

const LEVEL = { 'white-glove': 'White-Glove', 'drop-off': 'Drop-Off' } as const;
const KIND = { deposit: 'Deposit', balance: 'Balance', refund: 'Refund', tip: 'Tip for the crew', dispute: 'Disputed', dispute_fee: 'Dispute fee', dispute_outcome: 'Dispute outcome' } as const;
// NOTE: a dispute's withdrawal and fee leave the business; its outcome line says won or lost in its status.
const MONEY_OUT = new Set(['refund', 'dispute', 'dispute_fee']);
/** A ledger line's state in words: Stripe's for a payment ("succeeded" -> "succeeded", "requires_action" -> "requires action"), staff's for a dispute. */
const lineState = (kind: string, status: string) => (kind === 'dispute' || kind === 'dispute_outcome' ? disputeStateLabel(status) : status.replaceAll('_', ' '));
const card = 'rounded-2xl bg-white p-4 shadow-sm sm:p-6';

/** One order as staff work it (docs/design.md §11): what is paid, refunded and due, the actions allowed now, the ledger and the timeline. */
export function OrderDetailScreen({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  return (
    <RecordScreen query={useOrderDetail(id)} loading="Loading the order" failure="This order could not be loaded." list={{ to: '/admin', back: 'Back to the orders', all: 'All orders' }}>
      {(order) => <OrderDetail order={order} isAdmin={isAdmin} />}
    </RecordScreen>
  );
}

function OrderDetail({ order, isAdmin }: { order: AdminOrderDetail; isAdmin: boolean }) {
  return (
    <>
      <section className={card} aria-labelledby="order-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="order-heading" className="font-display text-2xl font-semibold">
              {order.customerName} <span className="text-base font-normal text-smoke">#{order.orderNumber}</span>
            </h2>
            <p className="text-sm text-smoke">
              {order.packageName} · {LEVEL[order.serviceType]} · delivery week of{' '}
              {formatCalendarDate(order.deliveryDate, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}
            </p>
            <p className="text-sm text-smoke">
              {order.customerEmail} ·{' '}
              <Link to="/customers/$id" params={{ id: order.customerId }} className="font-medium text-ember underline-offset-4 hover:underline">
                Household record
              </Link>
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5" data-testid="order-state">
            <StatusPill tone={STATUS_TONE[order.status]}>{STATUS_LABEL[order.status]}</StatusPill>
            <StatusPill tone={BALANCE_TONE[order.balanceStatus]} title={order.balanceError ?? undefined}>
              {BALANCE_LABEL[order.balanceStatus]}
            </StatusPill>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Total" value={usd(order.totalAmount)} />
          <Figure label="Collected" value={usd(order.amountPaid)} />
          <Figure label="Refunded" value={usd(order.amountRefunded)} />
          <Figure label="Balance due" value={usd(order.balanceDue)} />
        </dl>
        <p className="mt-3 text-xs text-smoke">
          {order.balanceConsent
            ? `Card saved for the balance with the customer's consent (${termsInWords(order.balanceConsent.version)}, agreed ${formatDateTime(order.balanceConsent.at)}).`
            : 'No card saved for the balance: the customer pays it from an e-mailed link.'}
          {order.balanceError && ` Last balance attempt: ${order.balanceError}`}
          {order.referral && ` Booked with referral code ${order.referral.code} (${usd(order.referral.discount)} off).`}
          {toCents(order.referralCredit) > 0 && ` Referral credit of ${usd(order.referralCredit)} taken off the balance.`}
        </p>
      </section>
      {order.dispute && <DisputePanel orderId={order.id} dispute={order.dispute} className={card} />}
      <section className={card} aria-labelledby="actions-heading">
        <h3 id="actions-heading" className="mb-3 font-display text-lg font-semibold">Actions</h3>
        <MoneyActions order={order} isAdmin={isAdmin} />
        <RevokeLinks order={order} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={card} aria-labelledby="ledger-heading">
          <h3 id="ledger-heading" className="mb-3 font-display text-lg font-semibold">Payments</h3>
          {order.payments.length === 0 ? (
            <p className="text-sm text-smoke">No payment yet.</p>
          ) : (
            <ul className="divide-y divide-charcoal/10">
              {order.payments.map((p, i) => (
                <li key={i} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                  <span>
                    <span className="font-medium">{p.kind === 'refund' && p.tip ? 'Tip refund' : KIND[p.kind]}</span> <span className="text-smoke">· {lineState(p.kind, p.status)}</span>
                    <span className="block text-xs text-smoke">{formatDateTime(p.createdAt)}{p.reason ? ` · ${p.reason}` : ''}</span>
                  </span>
                  <span className="font-medium tabular-nums">
                    {p.kind === 'refund' ? `−${usd(p.tip ?? p.amount)}` : MONEY_OUT.has(p.kind) ? `−${usd(p.amount)}` : usd(p.amount)}
                    {p.tip && p.kind === 'balance' ? <span className="block text-xs font-normal text-smoke">+ tip {usd(p.tip)}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={card} aria-labelledby="timeline-heading">
          <h3 id="timeline-heading" className="mb-3 font-display text-lg font-semibold">Timeline</h3>
          <ol className="space-y-2 border-l-2 border-ember/30 pl-4" data-testid="order-timeline">
            {order.timeline.map((entry, i) => (
              <li key={i} className="text-sm">
                <span className="font-medium">{describeTimelineEntry(entry)}</span>
                <span className="block text-xs text-smoke">
                  {formatDateTime(entry.at)}
                  {entry.by && ` · by ${entry.by.name}`}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <OrderTexts orderId={order.id} className={card} />
    </>
  );
}
