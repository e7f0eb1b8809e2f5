import { isFiveDigitZip } from '@sdp/shared/schemas/zip';
import { priceOrder, type AppliedPromo, type PriceBreakdownCents } from '@sdp/shared/pricing';
import { toCents } from '@sdp/shared/money';
import { type AddOnService, type DeliveryZone, type Package } from '@sdp/shared/wire';
import { isQuantityAddOn } from './add-on-visibility.ts';

/** The zone serving a zip, from the zone list (display only; the server checks again). */
export function zoneForZip(zones: readonly DeliveryZone[] | undefined, zip: string): DeliveryZone | undefined {
  const clean = zip.trim();
  if (!isFiveDigitZip(clean)) return undefined;
  return zones?.find((zone) => zone.zipCodes.includes(clean));
}

/**
 * The dialog's live breakdown through the one pricing function: the card's price, the chosen add-ons, a validated promo, and for
 * drop-off orders the zone's delivery fee once the zip is known (white-glove delivery is free, docs/design.md §4), and a neighbour
 * week's saving.
 */
export function dialogBreakdown(input: {
  pkg: Pick<Package, 'price' | 'serviceLevel'>;
  addOns: readonly Pick<AddOnService, 'id' | 'name' | 'category' | 'price'>[];
  quantities: Record<string, number>;
  promo?: AppliedPromo | null;
  zone?: Pick<DeliveryZone, 'deliveryFee'> | undefined;
  /** The neighbour saving the API said the chosen week has for this zip (ADR 141); the server prices it again. */
  neighbourCents?: number;
}): PriceBreakdownCents {
  return priceOrder({
    basePriceCents: toCents(input.pkg.price),
    addOns: input.addOns.map((addOn) => ({
      priceCents: toCents(addOn.price),
      category: isQuantityAddOn(addOn) ? 'quantity' : 'service',
      quantity: input.quantities[addOn.id] ?? 0,
    })),
    promo: input.promo ?? null,
    neighbourCents: input.neighbourCents ?? 0,
    deliveryFeeCents: input.pkg.serviceLevel === 'drop-off' && input.zone ? toCents(input.zone.deliveryFee) : 0,
  });
}
