import type { ReactNode } from 'react';
import { SERVICE_LEVEL_LABELS, type ServiceLevel } from '@sdp/shared/constants/business';
import { formatUsd, toCents } from '@sdp/shared/money';
import { type AddOnService } from '@sdp/shared/wire';
import { type PriceBreakdownCents } from '@sdp/shared/pricing';
import { isQuantityAddOn } from '../../../lib/ordering/add-on-visibility.ts';

const money = (cents: number) => formatUsd(cents, { alwaysCents: true });

/** Sticky Order Summary of /reserve (docs/product-spec.md §2): an estimate through the shared pricing function; the server prices again. */
export function ReservationSummary({
  pkg,
  level,
  addOns,
  quantities,
  breakdown,
  children,
}: {
  pkg: { name: string } | undefined;
  level: ServiceLevel;
  addOns: AddOnService[];
  quantities: Record<string, number>;
  breakdown: PriceBreakdownCents | undefined;
  children: ReactNode;
}) {
  const chosen = addOns.filter((addOn) => (quantities[addOn.id] ?? 0) > 0);
  return (
    <section aria-labelledby="summary-title" className="overflow-hidden rounded-2xl bg-charcoal text-cream shadow-card">
      <div className="border-b border-cream/10 px-6 py-5">
        <p className="eyebrow text-gold">Your reservation</p>
        <h2 id="summary-title" className="mt-1 text-2xl font-medium text-cream">
          Order Summary
        </h2>
      </div>
      <div className="px-6 py-5">
        {!pkg || !breakdown ? (
          <p className="py-6 text-center text-cream/75">Select a package to see pricing</p>
        ) : (
          <dl className="space-y-2.5 text-sm">
            <Row label={pkg.name} detail={SERVICE_LEVEL_LABELS[level].name} value={money(breakdown.baseAmount)} />
            {chosen.map((addOn) => {
              const quantity = isQuantityAddOn(addOn) ? (quantities[addOn.id] ?? 0) : 1;
              return (
                <Row
                  key={addOn.id}
                  label={quantity > 1 ? `${addOn.name} × ${quantity}` : addOn.name}
                  value={money(toCents(addOn.price) * quantity)}
                />
              );
            })}
            {breakdown.discountAmount > 0 && (
              <Row label={`Discount${breakdown.promoCode ? ` (${breakdown.promoCode})` : ''}`} value={`−${money(breakdown.discountAmount)}`} tone="text-[#9fd3a8]" />
            )}
            {breakdown.neighbourDiscount > 0 && <Row label="Neighbour week" value={`−${money(breakdown.neighbourDiscount)}`} tone="text-[#9fd3a8]" />}
            {breakdown.deliveryFee > 0 && <Row label="Delivery fee" value={money(breakdown.deliveryFee)} />}
            <div className="flex items-baseline justify-between gap-4 border-t border-cream/15 pt-3 text-base font-semibold">
              <dt>Total</dt>
              <dd>{money(breakdown.finalTotal)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 rounded-xl bg-cream/10 px-3 py-2.5 font-semibold text-gold">
              <dt>Due Today (30% Deposit)</dt>
              <dd className="font-display text-xl">{money(breakdown.depositAmount)}</dd>
            </div>
            <Row label="Balance due at delivery" value={money(breakdown.balanceDue)} />
          </dl>
        )}
        <div className="mt-6">{children}</div>
        <p className="mt-4 text-center text-xs leading-relaxed text-cream/65">
          Secure card payment on the next step. The balance is due at delivery.
        </p>
      </div>
    </section>
  );
}

function Row({ label, detail, value, tone = 'text-cream' }: { label: string; detail?: string; value: string; tone?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-cream/80">
        {label}
        {detail && <span className="block text-xs text-cream/60">{detail}</span>}
      </dt>
      <dd className={`whitespace-nowrap ${tone}`}>{value}</dd>
    </div>
  );
}
