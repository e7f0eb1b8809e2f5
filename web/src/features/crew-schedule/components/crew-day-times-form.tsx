import { useState, type FormEvent } from 'react';
import type { CrewDayTimesView } from '@sdp/shared/wire-crew';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { useCrewDayTimes, useSaveCrewDayTimes } from '../api/crew-calendars.ts';
import { clockTime } from '../logic/clock-time.ts';

/** How a crew's day is timed (ADR 126): what every run sheet's arrival windows start from. Admins change it; staff read it. */
export function CrewDayTimes({ isAdmin }: { isAdmin: boolean }) {
  const times = useCrewDayTimes();
  if (!times.data) return null;
  const t = times.data;
  return (
    <div className="mt-4 border-t border-charcoal/10 pt-4">
      <p className="text-sm">
        <span className="font-semibold">Arrival windows</span> start from leaving the base at {clockTime(t.startTime)}, with {t.dropOffMinutes} min at a
        Drop-Off stop and {t.whiteGloveMinutes} min at a White-Glove stop; each window is an hour from its quarter hour.
      </p>
      {isAdmin && <DayTimesForm key={`${t.startTime}:${t.dropOffMinutes}:${t.whiteGloveMinutes}`} times={t} />}
    </div>
  );
}

function DayTimesForm({ times }: { times: CrewDayTimesView }) {
  const save = useSaveCrewDayTimes();
  const [start, setStart] = useState(times.startTime);
  const [dropOff, setDropOff] = useState(String(times.dropOffMinutes));
  const [whiteGlove, setWhiteGlove] = useState(String(times.whiteGloveMinutes));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ startTime: start, dropOffMinutes: Number(dropOff), whiteGloveMinutes: Number(whiteGlove) });
  };
  const error = actionError(save.error);
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
      <label className="block w-40 text-sm font-medium">
        Leave base at
        <input type="time" required step={300} value={start} onChange={(e) => setStart(e.target.value)} className={`${inputClass} mt-1`} />
      </label>
      <label className="block w-36 text-sm font-medium">
        Drop-Off stop, min
        <input type="number" min={5} max={240} required value={dropOff} onChange={(e) => setDropOff(e.target.value)} className={`${inputClass} mt-1`} />
      </label>
      <label className="block w-40 text-sm font-medium">
        White-Glove stop, min
        <input type="number" min={5} max={240} required value={whiteGlove} onChange={(e) => setWhiteGlove(e.target.value)} className={`${inputClass} mt-1`} />
      </label>
      <Button type="submit" variant="outline" className="h-11" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save times'}</Button>
      {error && <p role="alert" className="w-full text-sm text-danger">{error}</p>}
      {save.isSuccess && <p role="status" className="w-full text-sm text-moss">Saved. Run sheets and calendars use the new times.</p>}
    </form>
  );
}
