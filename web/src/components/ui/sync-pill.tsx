import type { SyncState } from '../../lib/sync-state.ts';
import { StatusPill } from './status-pill.tsx';

/** A SyncState as a pill; its detail (an error, a contact id) shows on hover and is read out to screen readers. Null: no pill. */
export function SyncPill({ state }: { state: SyncState | null }) {
  if (!state) return null;
  return (
    <StatusPill tone={state.tone} title={state.detail}>
      {state.label}
      {state.detail && <span className="sr-only">: {state.detail}</span>}
    </StatusPill>
  );
}
