import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { useDisconnectWebhook } from '../api/subscriptions.ts';
import type { Subscription } from '../api/zapier-types.ts';
import { EVENT_LABELS } from '../logic/event-labels.ts';
import { isUnauthorized } from '../../../lib/api-fetch.ts';

function LastDelivery({ delivery }: { delivery: Subscription['lastDelivery'] }) {
  if (!delivery) return <StatusPill tone="neutral">No deliveries yet</StatusPill>;
  const tone = delivery.status === 'delivered' ? 'good' : 'bad';
  const code = delivery.responseStatus ? ` · HTTP ${delivery.responseStatus}` : '';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <StatusPill tone={tone} title={delivery.error ?? undefined}>
        {delivery.status === 'delivered' ? 'Delivered' : delivery.status === 'gone' ? 'Gone (410)' : 'Failed'}
        {code}
      </StatusPill>
      <span className="text-xs text-smoke">{formatDateTime(delivery.at)}</span>
      {delivery.error && <span className="w-full text-xs break-words text-danger">{delivery.error}</span>}
    </span>
  );
}

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const disconnect = useDisconnectWebhook();
  const run = () =>
    disconnect.mutate(subscription.id, {
      onSuccess: () => toast({ title: 'Webhook Disconnected', description: 'Zapier will no longer receive these events.' }),
      onError: (error) => {
        if (!isUnauthorized(error)) toast({ title: 'Disconnect Failed', description: 'Please try again.', variant: 'destructive' });
      },
    });
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <p className="font-mono text-sm break-all text-ink">{subscription.targetUrl}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-smoke">
          <StatusPill tone={subscription.active ? 'good' : 'neutral'}>{subscription.active ? 'Active' : 'Disconnected'}</StatusPill>
          <span>{EVENT_LABELS[subscription.event] ?? subscription.event}</span>
          <span>
            · added {formatDateTime(subscription.createdAt)} by {subscription.createdVia === 'api-key' ? 'Zapier' : 'staff'}
          </span>
          {subscription.deactivatedReason && <span>· {subscription.deactivatedReason}</span>}
        </p>
        <div className="text-xs">
          <span className="mr-2 text-smoke">Last delivery:</span>
          <LastDelivery delivery={subscription.lastDelivery} />
        </div>
      </div>
      {subscription.active && (
        <Button variant="outline" size="sm" onClick={run} disabled={disconnect.isPending} className="shrink-0">
          {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      )}
    </li>
  );
}

export function SubscriptionList({ subscriptions }: { subscriptions: Subscription[] }) {
  if (subscriptions.length === 0)
    return <p className="text-sm text-smoke">No webhooks yet. Connect one above, or turn on a Zap that uses SD Pumpkin.</p>;
  return (
    <ul className="divide-y divide-charcoal/8">
      {subscriptions.map((subscription) => (
        <SubscriptionRow key={subscription.id} subscription={subscription} />
      ))}
    </ul>
  );
}
