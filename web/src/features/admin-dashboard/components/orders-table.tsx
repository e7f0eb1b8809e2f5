import { orderMayGetRecap } from '@sdp/shared/constants/business';
import { orderNumber } from '@sdp/shared/order-number';
import { formatUsd, toCents } from '@sdp/shared/money';
import type { AdminOrder } from '@sdp/shared/wire';
import { SyncPill } from '../../../components/ui/sync-pill.tsx';
import { CustomerCell, RecordCell } from '../../../components/ui/staff-cells.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useCrmConfigured, useZapierConnected } from '../../../lib/api/integrations.ts';
import { crmState, paymentState, recapEmailState, zapierBadge } from '../../../lib/sync-state.ts';
import { DataTable, TD, TR } from '../../../components/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { BALANCE_LABEL, BALANCE_TONE } from '../../../lib/order-labels.ts';
import { ResendEmailButton } from './resend-email-button.tsx';

const money = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });
const LEVEL = { 'white-glove': 'White-Glove', 'drop-off': 'Drop-Off' } as const;
// NOTE: always with the year: the list holds every season, and "Mon, Nov 30" of one fall sat beside "Mon, Oct 25" of the next.
const LIST_DAY = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;

/** Why an order offers no recap e-mail: the recap confirms a paid deposit and a booked porch (docs/design.md §12). */
const NO_RECAP: Partial<Record<AdminOrder['status'], string>> = {
  cancelled: 'No recap: order cancelled',
  refunded: 'No recap: order refunded',
};

/** Orders with what happened after checkout: payment, recap e-mail, CRM and Zapier, each readable at a glance. */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  const crmConfigured = useCrmConfigured();
  const zapierConnected = useZapierConnected();
  if (orders.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-charcoal/20 bg-white/60 px-6 py-10 text-center text-smoke">No orders yet.</p>
    );
  return (
    <DataTable caption="Orders" columns={['Order', 'Customer', 'Package & delivery', 'Amounts', 'Sync status', 'Actions']} minWidth={1100}>
      {orders.map((order) => (
        <tr key={order.id} className={TR}>
          {/* NOTE: the number as the customer's e-mails write it (upper-case), so a caller's number is found at a glance. */}
          <RecordCell id={order.id} createdAt={order.createdAt} number={orderNumber(order.id)} />
          <CustomerCell name={order.customerName} email={order.customerEmail} phone={order.customerPhone} customerId={order.customerId} />
          <td className={TD}>
            <div className="font-medium text-charcoal">
              {order.packageName} <span className="font-normal text-smoke">· {LEVEL[order.serviceType] ?? order.serviceType}</span>
            </div>
            <div className="text-smoke">{formatCalendarDate(order.deliveryDate, LIST_DAY)}</div>
            <div className="text-xs text-smoke">
              {order.address}, {order.city} {order.zipCode}
            </div>
            {order.specialInstructions && (
              <p className="mt-1 line-clamp-2 text-xs text-ink/80 italic" title={order.specialInstructions}>
                “{order.specialInstructions}”
              </p>
            )}
          </td>
          <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>
            <div className="font-medium text-charcoal">{money(order.totalAmount)}</div>
            <div className="text-xs text-smoke">Deposit {money(order.depositAmount)}</div>
            <div className="text-xs text-smoke">Collected {money(order.amountPaid)}</div>
            {order.amountRefunded !== '0.00' && <div className="text-xs text-danger">Refunded {money(order.amountRefunded)}</div>}
            <div className="mt-1 flex flex-col items-end gap-1">
              {order.status !== 'pending' && <StatusPill tone={BALANCE_TONE[order.balanceStatus]}>{BALANCE_LABEL[order.balanceStatus]}</StatusPill>}
            </div>
          </td>
          <td className={TD}>
            <div className="flex max-w-56 flex-wrap gap-1">
              <SyncPill state={paymentState(order)} />
              <SyncPill state={recapEmailState(order)} />
              <SyncPill state={crmState(order, crmConfigured)} />
              <SyncPill state={zapierBadge(order.lastDeliveryStatus, zapierConnected)} />
            </div>
          </td>
          <td className={`${TD} space-y-2`}>
            <Link to="/orders/$id" params={{ id: order.id }} className="block text-sm font-semibold text-ember underline-offset-4 hover:underline">
              Open order<span className="sr-only"> of {order.customerName}</span>
            </Link>
            {orderMayGetRecap(order.status) ? (
              <ResendEmailButton type="order" id={order.id} label="Resend Recap Email" customerName={order.customerName} />
            ) : (
              <span className="text-xs text-smoke">{NO_RECAP[order.status] ?? 'No recap: deposit not paid'}</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
