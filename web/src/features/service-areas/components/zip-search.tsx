import { useMemo, useState } from 'react';
import { TOASTS, fill } from '@sdp/shared/constants/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { UnservedZipNextStep } from '../../../components/unserved-zip-next-step.tsx';
import { track } from '../../../lib/analytics.ts';
import { useDeliveryZones } from '../../../lib/api/get-delivery-zones.ts';
import { searchZip, servedZipIndex, type ZipSearchResult } from '../logic/zip-search.ts';

/** Zip search over the served zips; the answer appears as soon as five digits are typed, or on Check. */
export function ZipSearch() {
  const { data: zones } = useDeliveryZones();
  const index = useMemo(() => servedZipIndex(zones ?? []), [zones]);
  const [value, setValue] = useState('');
  const [result, setResult] = useState<ZipSearchResult>(null);
  const check = (input: string) => {
    const next = searchZip(index, input);
    setResult(next);
    if (next) track.engagement('zip_code_checked', 'service-areas', { zip_code: next.zip, served: next.served });
  };
  return (
    <div className="max-w-xl">
      <form
        role="search"
        aria-label="Check your zip code"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          check(value);
        }}
      >
        <label htmlFor="service-area-zip" className="sr-only">
          Zip code
        </label>
        <Input
          id="service-area-zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="Enter your zip code"
          value={value}
          aria-describedby="service-area-result"
          onChange={(event) => {
            const next = event.target.value.replace(/\D/g, '').slice(0, 5);
            setValue(next);
            if (next.length === 5 && zones) check(next);
            else setResult(null);
          }}
          className="h-13 text-lg"
        />
        <Button type="submit" size="lg" disabled={!zones}>
          Check
        </Button>
      </form>
      <div id="service-area-result" role="status" className="mt-4 min-h-16">
        {result?.served && (
          <div className="rounded-xl border border-success/30 bg-success/5 px-5 py-4">
            <p className="font-semibold text-success">{TOASTS.zipServed.title}</p>
            <p className="mt-1 text-sm text-ink">{fill(TOASTS.zipServed.description, { name: result.zoneName })}</p>
          </div>
        )}
        {result && !result.served && (
          <div className="rounded-xl border border-danger/25 bg-danger/5 px-5 py-4">
            <p className="font-semibold text-danger">{TOASTS.zipNotServed.title}</p>
            <p className="mt-1 text-sm text-ink">{TOASTS.zipNotServed.description}</p>
            <UnservedZipNextStep zipCode={value} />
          </div>
        )}
      </div>
    </div>
  );
}
