import { useId, useState } from 'react';
import type { RunSheetStop } from '@sdp/shared/wire-crew';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useRunSheetAction, type QueuedAction } from '../api/run-sheet-actions.ts';

/**
 * The household's porch notes for next year on its stop (docs/design.md §20): read, and written at the porch with or without
 * signal. A note waiting to send shows instead of the kept one, so the crew sees what it wrote (ADR 146).
 */
export function PorchNotes({ stop, waiting }: { stop: RunSheetStop; waiting: QueuedAction[] }) {
  const id = useId();
  const save = useRunSheetAction('porch-note');
  const queued = waiting.findLast((q) => q.action.kind === 'porch-note')?.action;
  const shown = queued?.kind === 'porch-note' ? queued.porchNotes : stop.porchNotes;
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      // NOTE: on paper only notes there are: an empty line would push stop 1 off page 1 (the run sheet's print layout).
      <div className={shown ? 'sm:col-span-2' : 'sm:col-span-2 print:hidden'}>
        <dt className="text-xs font-semibold tracking-wide text-smoke uppercase">Porch notes for next year</dt>
        <dd className="whitespace-pre-line">
          {shown || 'None yet'}
          {queued && <span className="block text-sm font-medium text-charcoal">(waiting to send)</span>}
        </dd>
        <dd className="mt-1 print:hidden">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => setDraft(shown)}>{shown ? 'Edit porch notes' : 'Add porch notes'}</Button>
        </dd>
      </div>
    );
  }
  return (
    <div className="sm:col-span-2 print:hidden">
      <dt>
        <label htmlFor={id} className="text-xs font-semibold tracking-wide text-smoke uppercase">Porch notes for next year</label>
      </dt>
      <dd>
        <textarea id={id} value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} maxLength={4000} placeholder="Gate code, pets, where the display went" className={inputClass} />
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="outline" className="h-11" onClick={() => setDraft(null)}>Cancel</Button>
          <Button
            variant="dark"
            className="h-11"
            onClick={() => {
              save.mutate({ kind: 'porch-note', orderId: stop.orderId, customerName: stop.customerName, customerId: stop.customerId, porchNotes: draft.trim() });
              setDraft(null);
            }}
          >
            Save notes
          </Button>
        </div>
      </dd>
    </div>
  );
}
