import { useState } from 'react';
import type { AdminPromoCode } from '@sdp/shared/wire-catalog-admin';
import { Button } from '../../../components/ui/button.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSavePromoCode } from '../api/catalog-admin.ts';

const PACIFIC_OFFSET = '-07:00';
// NOTE: staff pick a calendar day; the window opens at 00:00 and closes at 23:59 in San Diego (PDT covers the selling season).
const toInstant = (day: string, end: boolean) => (day ? `${day}T${end ? '23:59:59' : '00:00:00'}${PACIFIC_OFFSET}` : null);
const toDay = (iso: string | null) => (iso ? new Date(Date.parse(iso) - 7 * 3_600_000).toISOString().slice(0, 10) : '');

/** A promo code: percentage or fixed, its window (San Diego days) and usage limit; an existing one shows how often it was used. */
export function PromoCodeForm({ promo, onDone }: { promo: AdminPromoCode | null; onDone?: () => void }) {
  const [draft, setDraft] = useState({
    code: promo?.code ?? '', discountType: promo?.discountType ?? ('percentage' as const), discountValue: promo?.discountValue ?? '',
    starts: toDay(promo?.startsAt ?? null), ends: toDay(promo?.endsAt ?? null), limit: promo?.maxRedemptions?.toString() ?? '', active: promo?.active ?? true,
  });
  const save = useSavePromoCode();
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = () =>
    save.mutate(
      {
        id: promo?.id ?? null,
        body: {
          code: draft.code, discountType: draft.discountType, discountValue: draft.discountValue, startsAt: toInstant(draft.starts, false),
          endsAt: toInstant(draft.ends, true), maxRedemptions: draft.limit ? Number(draft.limit) : null, active: draft.active,
        },
      },
      {
        onSuccess: () => {
          toast({ title: promo ? `${draft.code} saved` : `${draft.code} added`, description: promoWords(draft), variant: 'success' });
          onDone?.();
        },
      },
    );
  return (
    <form
      aria-label={promo ? `Edit ${promo.code}` : 'New promo code'}
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label="Code">{({ id }) => <input id={id} className={inputClass} value={draft.code} onChange={(e) => set('code', e.target.value)} />}</Field>
      <Field label="Type">
        {({ id }) => (
          <select id={id} className={inputClass} value={draft.discountType} onChange={(e) => set('discountType', e.target.value as 'percentage' | 'fixed')}>
            <option value="percentage">Percent off</option>
            <option value="fixed">Dollars off</option>
          </select>
        )}
      </Field>
      <Field label={draft.discountType === 'percentage' ? 'Percent' : 'Dollars'}>
        {({ id }) => <input id={id} inputMode="decimal" className={inputClass} value={draft.discountValue} onChange={(e) => set('discountValue', e.target.value)} />}
      </Field>
      <Field label="Usage limit">
        {({ id }) => <input id={id} inputMode="numeric" placeholder="None" className={inputClass} value={draft.limit} onChange={(e) => set('limit', e.target.value)} />}
      </Field>
      <Field label="First day">{({ id }) => <input id={id} type="date" className={inputClass} value={draft.starts} onChange={(e) => set('starts', e.target.value)} />}</Field>
      <Field label="Last day">{({ id }) => <input id={id} type="date" className={inputClass} value={draft.ends} onChange={(e) => set('ends', e.target.value)} />}</Field>
      <label className="flex items-center gap-2 self-end pb-3 text-sm">
        <input type="checkbox" className="h-5 w-5 accent-ember" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> Active
      </label>
      <div className="self-end">
        <Button type="submit" variant="dark" className="h-11 w-full" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : promo ? 'Save' : 'Add code'}
        </Button>
      </div>
      {promo && <p className="col-span-full text-xs text-smoke">Used {promo.redemptions} {promo.redemptions === 1 ? 'time' : 'times'}.</p>}
      {save.error && <p role="alert" className="col-span-full text-sm text-danger">{actionError(save.error)}</p>}
    </form>
  );
}

/** What the saved code now does, in one line for the confirmation. */
function promoWords(d: { discountType: string; discountValue: string; starts: string; ends: string; limit: string; active: boolean }): string {
  const amount = d.discountType === 'percentage' ? `${d.discountValue}% off` : `$${d.discountValue} off`;
  const window = d.starts || d.ends ? `, ${d.starts || 'now'} to ${d.ends || 'no end'}` : '';
  return `${amount}${window}${d.limit ? `, at most ${d.limit} uses` : ''}; ${d.active ? 'active' : 'not active'}.`;
}
