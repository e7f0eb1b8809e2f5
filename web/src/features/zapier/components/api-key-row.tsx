import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { useRevokeApiKey } from '../api/api-keys.ts';
import type { ApiKeyListing } from '../api/zapier-types.ts';
import { isUnauthorized } from '../../../lib/api-fetch.ts';

/** One key: its visible prefix and use; revoking asks twice because Zapier stops at once. */
export function ApiKeyRow({ apiKey, onRotate, rotating }: { apiKey: ApiKeyListing; onRotate: () => void; rotating: boolean }) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const live = !apiKey.revokedAt;
  const revokeKey = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast({ title: 'Key Revoked', description: `${apiKey.name} no longer works, and its webhooks are off.` }),
      onError: (error) => {
        if (!isUnauthorized(error)) toast({ title: 'Revoke Failed', description: 'Please try again.', variant: 'destructive' });
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium text-charcoal">
          {apiKey.name} <span className="ml-1 font-mono text-xs text-smoke">{apiKey.prefix}…</span>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-smoke">
          <StatusPill tone={live ? 'good' : 'neutral'}>{live ? 'Active' : 'Revoked'}</StatusPill>
          <span>created {formatDateTime(apiKey.createdAt)}</span>
          <span>· {apiKey.lastUsedAt ? `last used ${formatDateTime(apiKey.lastUsedAt)}` : 'never used'}</span>
        </p>
      </div>
      {live && (
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onRotate} disabled={rotating}>
            {rotating ? 'Rotating...' : 'Rotate'}
          </Button>
          {confirming ? (
            <Button size="sm" className="bg-danger hover:bg-danger/90" onClick={revokeKey} disabled={revoke.isPending}>
              {revoke.isPending ? 'Revoking...' : 'Confirm revoke'}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Revoke
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
