import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useSaveCrewCapacity } from '../api/crew-capacity.ts';

/** Admins set the crews and homes per crew per day here (saved with the season settings, ADR 033). */
export function CrewCapacityForm({ crews, homesPerCrewDay }: { crews: number; homesPerCrewDay: number }) {
  const save = useSaveCrewCapacity();
  const [crewCount, setCrewCount] = useState(String(crews));
  const [homes, setHomes] = useState(String(homesPerCrewDay));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ crews: Number(crewCount), homesPerCrewDay: Number(homes) });
  };
  const error = save.error instanceof ApiError ? save.error.serverMessage : save.error ? 'Could not save. Please try again.' : null;
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3 border-t border-charcoal/10 pt-4">
      <label className="block w-28 text-sm font-medium">
        Crews
        <input type="number" min={1} max={20} required value={crewCount} onChange={(e) => setCrewCount(e.target.value)} className={`${inputClass} mt-1`} />
      </label>
      <label className="block w-36 text-sm font-medium">
        Homes a day each
        <input type="number" min={1} max={50} required value={homes} onChange={(e) => setHomes(e.target.value)} className={`${inputClass} mt-1`} />
      </label>
      <Button type="submit" variant="outline" className="h-11" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save crews'}</Button>
      {error && <p role="alert" className="w-full text-sm text-danger">{error}</p>}
      {save.isSuccess && <p role="status" className="w-full text-sm text-moss">Saved with the season settings.</p>}
    </form>
  );
}
