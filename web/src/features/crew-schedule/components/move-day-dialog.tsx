import { useState, type FormEvent } from 'react';
import type { ScheduleWeek } from '@sdp/shared/wire-crew';
import { addDays, BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useMoveCrewDay } from '../api/move-crew-day.ts';

const LONG = { weekday: 'long', month: 'long', day: 'numeric' } as const;
const homes = (n: number) => (n === 1 ? '1 home' : `${n} homes`);
const errorOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error ? 'Could not reach the server. Please try again.' : null);
const untilClock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });

/**
 * "Move this day" (docs/design.md §26, ADR 285): a crew day, or one crew of it, to another day with a reason the customers read.
 * The dialog says how many customers will be told before the move, then offers Undo for the 10 minutes the server allows.
 */
export function MoveDayDialog({ week, day, crews, onClose }: { week: ScheduleWeek; day: string; crews: number; onClose: () => void }) {
  const { move, undo } = useMoveCrewDay();
  const [to, setTo] = useState(addDays(day, 1));
  const [crew, setCrew] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const movable = week.orders.filter((o) => o.crewDay === day && o.status === 'deposit_paid' && (crew === null || o.crew === crew)).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate({ from: day, to, crew, reason: reason.trim() });
  };
  const moved = move.data;
  const title = `Move ${formatCalendarDate(day, LONG)}`;
  if (moved) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={undo.data ? 'Move undone' : 'Day moved'}>
        <div role="status" className="space-y-3 text-sm text-ink">
          {undo.data ? (
            <p>{homes(undo.data.restored.length)} back on {formatCalendarDate(day, LONG)}. {undo.data.notified} customers are being told their original day stands.</p>
          ) : (
            <p>{homes(moved.moved.length)} moved to {formatCalendarDate(moved.to, LONG)}. {moved.notified} customers are being told the new day and arrival window, with a link to choose another week.</p>
          )}
        </div>
        {errorOf(undo.error) && <p role="alert" className="mt-3 text-sm text-danger">{errorOf(undo.error)}</p>}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {!undo.data && (
            <Button variant="outline" className="h-11" disabled={undo.isPending} onClick={() => undo.mutate(moved.id)}>
              {undo.isPending ? 'Undoing...' : `Undo (until ${untilClock(moved.undoUntil)})`}
            </Button>
          )}
          <Button variant="dark" className="h-11" onClick={onClose}>Done</Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description="Rain, wind or a crew out: every stop not yet delivered goes to the new day in one action.">
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium">
            New day
            <input type="date" required value={to} min={addDays(day, -6)} onChange={(e) => setTo(e.target.value)} className={`${inputClass} mt-1`} />
          </label>
          <label className="block text-sm font-medium">
            Which crews
            <select value={crew ?? ''} onChange={(e) => setCrew(e.target.value ? Number(e.target.value) : null)} className={`${inputClass} mt-1`}>
              <option value="">Every crew</option>
              {Array.from({ length: crews }, (_, i) => i + 1).map((n) => <option key={n} value={n}>Crew {n} only</option>)}
            </select>
          </label>
        </div>
        <label className="block text-sm font-medium">
          Reason (the customers read it)
          <textarea required maxLength={200} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Heavy rain is forecast all day" className={`${inputClass} mt-1 h-auto py-2`} />
        </label>
        <p className="rounded-xl bg-gold/15 p-3 text-sm text-ink">
          {movable === 0
            ? 'No stops left to move on this day.'
            : `${movable} ${movable === 1 ? 'customer' : 'customers'} will be told once (a text where they agreed, else an e-mail) with the new day, the arrival window and a link to choose another week.`}
        </p>
        {errorOf(move.error) && <p role="alert" className="text-sm text-danger">{errorOf(move.error)}</p>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" className="h-11" onClick={onClose}>Cancel</Button>
          <Button type="submit" className="h-11" disabled={move.isPending || movable === 0 || !reason.trim()}>
            {move.isPending ? 'Moving...' : `Move ${homes(movable)} and tell them`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
