import { useState } from 'react';
import type { AdminAddOn } from '@sdp/shared/wire-catalog-admin';
import { Button } from '../../../components/ui/button.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSaveAddOn } from '../api/catalog-admin.ts';
import { whatChanged } from '../logic/what-changed.ts';

const ADD_ON_WORDS = { price: { label: 'Price', money: true }, maxQuantity: { label: 'Most per order' }, active: { label: 'Offered' } };

/** One add-on: its price, how many one order may take, and whether it is offered. */
export function AddOnRow({ addOn }: { addOn: AdminAddOn }) {
  const [price, setPrice] = useState(addOn.price);
  const [maxQuantity, setMaxQuantity] = useState(addOn.maxQuantity?.toString() ?? '');
  const [active, setActive] = useState(addOn.active);
  const save = useSaveAddOn();
  const body = {
    name: addOn.name, description: addOn.description, category: addOn.category, price, active,
    maxQuantity: addOn.category === 'quantity' && maxQuantity ? Number(maxQuantity) : null,
  };
  return (
    <li className="grid grid-cols-2 items-end gap-3 py-3 sm:grid-cols-[1fr_8rem_7rem_auto_auto]">
      <p className="col-span-2 font-medium sm:col-span-1">
        {addOn.name}
        <span className="block text-xs font-normal text-smoke">{addOn.category === 'quantity' ? 'Per item' : 'Service'}</span>
      </p>
      <label className="text-xs text-smoke">
        Price ($)
        <input className={inputClass} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} aria-label={`${addOn.name} price`} />
      </label>
      <label className="text-xs text-smoke">
        Most per order
        <input className={inputClass} inputMode="numeric" disabled={addOn.category !== 'quantity'} value={maxQuantity} onChange={(e) => setMaxQuantity(e.target.value)} aria-label={`${addOn.name} most per order`} />
      </label>
      <label className="flex h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5 accent-ember" checked={active} onChange={(e) => setActive(e.target.checked)} /> Offered
      </label>
      <Button
        variant="outline"
        className="h-11"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { id: addOn.id, body },
            { onSuccess: () => toast({ title: `${addOn.name} saved`, description: whatChanged({ ...addOn, maxQuantity: addOn.maxQuantity }, body, ADD_ON_WORDS), variant: 'success' }) },
          )
        }
      >
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
      {save.error && <p role="alert" className="col-span-full text-sm text-danger">{actionError(save.error)}</p>}
    </li>
  );
}
