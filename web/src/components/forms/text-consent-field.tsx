import type { UseFormRegisterReturn } from 'react-hook-form';
import { TEXT_CONSENT } from '@sdp/shared/constants/text-consent';

/** "Text me about my delivery" (docs/design.md §19): its own box, unticked, on every form that books; the words are stored with it. */
export function TextConsentField({ field }: { field: UseFormRegisterReturn }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm text-charcoal">
      <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-ember" {...field} />
      <span>
        {TEXT_CONSENT.label}
        <span className="block text-xs text-smoke">{TEXT_CONSENT.fine}</span>
      </span>
    </label>
  );
}
