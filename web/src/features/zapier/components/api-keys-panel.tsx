import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useApiKeys, useCreateApiKey, useRotateApiKey } from '../api/api-keys.ts';
import type { IssuedApiKey } from '../api/zapier-types.ts';
import { ApiKeyRow } from './api-key-row.tsx';
import { IssuedKeyNotice } from './issued-key-notice.tsx';
import { isUnauthorized } from '../../../lib/api-fetch.ts';

/** Keys Zapier uses to call SD Pumpkin (admins only): create, rotate, revoke; a secret is shown once. */
export function ApiKeysPanel() {
  const nameId = useId();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const rotate = useRotateApiKey();
  const [name, setName] = useState('Zapier');
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);

  const failed = (what: string) => (error: unknown) => {
    if (!isUnauthorized(error)) toast({ title: `${what} Failed`, description: 'Please try again.', variant: 'destructive' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name.trim() || 'Zapier', { onSuccess: setIssued, onError: failed('Key Creation') });
  };
  const rotateKey = (id: string) => rotate.mutate(id, { onSuccess: setIssued, onError: failed('Rotation') });

  return (
    <div className="space-y-4">
      {issued && <IssuedKeyNotice issued={issued} onDone={() => setIssued(null)} />}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-charcoal">
            Key name
          </label>
          <Input id={nameId} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} className="py-2 text-sm" />
        </div>
        <Button type="submit" variant="dark" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create API Key'}
        </Button>
      </form>
      {keys.isPending ? (
        <p className="text-sm text-smoke">Loading keys…</p>
      ) : keys.isError ? (
        <p className="text-sm text-danger">The API keys could not be loaded.</p>
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-smoke">No API keys yet.</p>
      ) : (
        <ul className="divide-y divide-charcoal/8 rounded-lg border border-charcoal/10">
          {keys.data.map((key) => (
            <ApiKeyRow
              key={key.id}
              apiKey={key}
              onRotate={() => rotateKey(key.id)}
              rotating={rotate.isPending && rotate.variables === key.id}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
