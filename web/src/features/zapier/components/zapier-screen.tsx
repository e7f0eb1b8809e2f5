import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { useSubscriptions } from '../api/subscriptions.ts';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { ConnectWebhookForm } from './connect-webhook-form.tsx';
import { EndpointList } from './endpoint-list.tsx';
import { Panel } from './panel.tsx';
import { SubscriptionList } from './subscription-list.tsx';

/** Zapier integration (docs/product-spec.md §2): connect a catch hook, watch its deliveries, manage keys, copy the endpoints. */
export function ZapierScreen({ isAdmin }: { isAdmin: boolean }) {
  // NOTE: webhooks receive every order, so only admins connect, list or disconnect them (ADR 018).
  const subscriptions = useSubscriptions(isAdmin);
  const connected = subscriptions.data?.some((s) => s.active) ?? false;

  return (
    <div className="max-w-5xl space-y-6">
      <Panel
        id="connect-heading"
        title="Connect a webhook"
        lede="In Zapier, add a “Webhooks by Zapier → Catch Hook” trigger and paste its URL here."
        aside={isAdmin ? <StatusPill tone={connected ? 'good' : 'neutral'}>{connected ? 'Connected' : 'Not connected'}</StatusPill> : undefined}
      >
        {isAdmin ? <ConnectWebhookForm /> : <p className="text-sm text-smoke">Ask an admin to connect a webhook: webhooks receive every order.</p>}
      </Panel>
      <Panel id="subscriptions-heading" title="Webhooks" lede="Every hook with the result of its latest delivery.">
        {!isAdmin ? (
          <p className="text-sm text-smoke">Only admins can see the connected webhooks.</p>
        ) : subscriptions.isPending ? (
          <p className="text-sm text-smoke">Loading webhooks…</p>
        ) : subscriptions.isError ? (
          <p className="text-sm text-danger">The webhooks could not be loaded.</p>
        ) : (
          <SubscriptionList subscriptions={subscriptions.data} />
        )}
      </Panel>
      <Panel id="endpoints-heading" title="Endpoints" lede="Polling triggers and REST hooks, ready to copy into Zapier.">
        <EndpointList />
      </Panel>
      <Panel id="keys-heading" title="API keys" lede="For a Zapier app or polling trigger to call SD Pumpkin.">
        {isAdmin ? <ApiKeysPanel /> : <p className="text-sm text-smoke">Ask an admin to create or rotate API keys.</p>}
      </Panel>
    </div>
  );
}
