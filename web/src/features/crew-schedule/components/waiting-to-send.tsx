import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useUnreadableActions } from '../api/crew-app.ts';
import { useQueuedActions, type QueuedAction } from '../api/run-sheet-actions.ts';

const useOnline = () => useSyncExternalStore((onChange) => onlineManager.subscribe(onChange), () => onlineManager.isOnline(), () => true);

const WHAT: Record<QueuedAction['action']['kind'], string> = { 'on-my-way': 'On my way', 'deliver': 'Delivered', 'photo': 'After photo', 'porch-note': 'Porch notes', 'pickup-done': 'Picked up' };
/** What a queued action is, in the crew's words (a pick-up's photo is of the cleared porch). */
const whatOf = (action: QueuedAction['action']) => (action.kind === 'photo' && action.photoKind === 'porch_cleared' ? 'Porch cleared photo' : WHAT[action.kind]);
const plural = (n: number) => `${n} ${n === 1 ? 'action' : 'actions'}`;

/**
 * What this phone has not sent yet (docs/design.md §20, ADR 146): "No signal", the taps and photos waiting, in the order they go,
 * and any the server refused, with its reason. Nothing shows when everything is sent and there is signal.
 */
export function WaitingToSend({ keptAt }: { keptAt: number | null }) {
  const online = useOnline();
  const queued = useQueuedActions();
  const waiting = queued.filter((q) => q.status === 'pending');
  const refused = queued.filter((q) => q.status === 'error');
  const unreadable = useUnreadableActions();
  if (online && queued.length === 0 && unreadable === 0) return null;
  return (
    <section aria-labelledby="waiting-to-send" className="rounded-2xl bg-white p-4 shadow-sm ring-2 ring-gold print:hidden" data-waiting-to-send>
      {!online && (
        <p className="mb-2 text-sm font-semibold text-charcoal">
          No signal: this is the run sheet kept on this phone{keptAt ? ` (as of ${new Date(keptAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })})` : ''}.
        </p>
      )}
      <h2 id="waiting-to-send" className="text-base font-semibold text-charcoal" aria-live="polite">
        {waiting.length ? `${plural(waiting.length)} waiting to send` : unreadable ? 'Nothing waiting to send' : 'Everything is sent'}
      </h2>
      {waiting.length > 0 && (
        <>
          <p className="text-sm text-ink">{online ? 'Sending now, one at a time, in the order made.' : 'They go by themselves, in this order, when the phone has signal again.'}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink" data-waiting-list>
            {waiting.map((q) => (
              <li key={q.id}>{whatOf(q.action)}: {q.action.customerName}</li>
            ))}
          </ol>
        </>
      )}
      {unreadable > 0 && (
        // NOTE: sealed under another sign-in's key (ADR 168): this phone cannot tell whose porch they were for, only how many.
        <p className="mt-2 text-sm text-danger" role="alert" data-unreadable-actions>
          Not sent: {plural(unreadable)} made on this phone by someone else signed in (or before a password change). They could not be
          read, so they were removed. Whoever made them, please do them again.
        </p>
      )}
      {refused.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-danger" role="alert">
          {refused.map((q) => (
            <li key={q.id}>Not sent, {whatOf(q.action)} for {q.action.customerName}: {q.error}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
