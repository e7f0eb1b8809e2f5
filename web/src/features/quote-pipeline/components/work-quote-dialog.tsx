import { useState, type FormEvent } from 'react';
import type { CustomQuote } from '@sdp/shared/wire';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useStaffUsers } from '../api/get-staff-users.ts';
import { useSaveQuoteDetails } from '../api/work-quote.ts';
import { errorText } from '../logic/error-text.ts';
import { SendOfferForm } from './send-offer-form.tsx';

/** Work one quote: amount, notes, follow-up and owner; then turn it into an order by e-mailing the deposit link. */
export function WorkQuoteDialog({ quote, onClose }: { quote: CustomQuote; onClose: () => void }) {
  const owners = useStaffUsers();
  const save = useSaveQuoteDetails();
  const [amount, setAmount] = useState(quote.amount ?? '');
  const [notes, setNotes] = useState(quote.notes);
  const [followUpOn, setFollowUpOn] = useState(quote.followUpOn ?? '');
  const [ownerId, setOwnerId] = useState(quote.owner?.id ?? '');
  const [saved, setSaved] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { id: quote.id, amount: amount.trim() || null, notes, followUpOn: followUpOn || null, ownerId: ownerId || null },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={quote.customerName} description={quote.projectDescription}>
      <form onSubmit={submit} className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm font-medium">
            Quoted amount ($)
            <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="2500.00" className={`${inputClass} mt-1`} />
          </label>
          <label className="block text-sm font-medium">
            Follow up on
            <input type="date" value={followUpOn} onChange={(e) => setFollowUpOn(e.target.value)} className={`${inputClass} mt-1`} />
          </label>
        </div>
        <label className="block text-sm font-medium">
          Owner
          <select value={ownerId} onChange={(e) => setOwnerId(e.target.value)} className={`${inputClass} mt-1`}>
            <option value="">No owner</option>
            {owners.data?.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </select>
        </label>
        <label className="block text-sm font-medium">
          Notes
          <textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} className={`${inputClass} mt-1`} />
        </label>
        {save.error && <p role="alert" className="text-sm text-danger">{errorText(save.error)}</p>}
        {saved && !save.isPending && <p role="status" className="text-sm text-success">Saved.</p>}
        <Button type="submit" variant="dark" className="h-11 w-full" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save quote'}</Button>
      </form>
      <SendOfferForm quote={quote} />
    </Dialog>
  );
}
