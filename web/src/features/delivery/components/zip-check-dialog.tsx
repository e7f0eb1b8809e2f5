import { useState, type FormEvent } from 'react';
import { TOASTS, fill } from '@sdp/shared/constants/messages';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { UnservedZipNextStep } from '../../../components/unserved-zip-next-step.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { track } from '../../../lib/analytics.ts';
import { useCheckDeliveryZone } from '../../../lib/api/check-delivery-zone.ts';

/** "Check Your Zip Code" (docs/product-spec.md §4, §8): unset -> available (zone name) or unavailable; "..." while checking. */
export default function ZipCheckDialog({ onClose }: { onClose: () => void }) {
  const [zip, setZip] = useState('');
  const check = useCheckDeliveryZone();
  const result = check.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    if (!value) {
      toast({ title: TOASTS.zipEmpty, variant: 'destructive' });
      return;
    }
    check.mutate(value, {
      onSuccess: (answer) => track.engagement('zip_code_checked', 'service-area', { zip_code: value, served: answer.served }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Check Your Zip Code" description="See whether we deliver to your home.">
      <form noValidate onSubmit={submit} className="flex gap-2">
        <label htmlFor="zip-check" className="sr-only">Zip code</label>
        <Input
          id="zip-check"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 92037"
          maxLength={5}
          value={zip}
          onChange={(event) => setZip(event.target.value.slice(0, 5))}
        />
        <Button type="submit" disabled={check.isPending} className="min-w-24" aria-label={check.isPending ? 'Checking' : 'Check'}>
          {check.isPending ? '...' : 'Check'}
        </Button>
      </form>
      <div role="status" className="mt-5 min-h-16">
        {result?.served && (
          <div className="rounded-xl bg-success/10 p-4 text-success">
            <p className="font-semibold">{TOASTS.zipServed.title}</p>
            <p className="text-sm">{fill(TOASTS.zipServed.description, { name: result.name ?? '' })}</p>
          </div>
        )}
        {result && !result.served && (
          <div className="rounded-xl bg-danger/10 p-4 text-danger">
            <p className="font-semibold">{TOASTS.zipNotServed.title}</p>
            <p className="text-sm">{TOASTS.zipNotServed.description}</p>
            <UnservedZipNextStep onFollow={onClose} zipCode={zip} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
