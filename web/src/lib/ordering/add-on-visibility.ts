import { DROP_OFF_SERVICE_ADD_ONS, QUANTITY_SELECT_ADD_ONS, TIMINGS, type ServiceLevel } from '@sdp/shared/constants/business';
import { type AddOnService } from '@sdp/shared/wire';

// NOTE: the list lives in shared, where the order recap e-mail reads it too (what a customer can still add).
export { DROP_OFF_SERVICE_ADD_ONS };

/** What an add-on control is given, on the dialog and on /reserve alike: the add-ons, the chosen quantities, and how to change one. */
export interface AddOnChoices {
  addOns: AddOnService[];
  quantities: Record<string, number>;
  onChange: (id: string, quantity: number) => void;
}

/** A countable item sold each: the four named ones (docs/product-spec.md §5) or anything the catalog marks as quantity. */
export function isQuantityAddOn(addOn: Pick<AddOnService, 'name' | 'category'>): boolean {
  return addOn.category === 'quantity' || (QUANTITY_SELECT_ADD_ONS as readonly string[]).includes(addOn.name);
}

/**
 * Add-ons the order dialog offers for a package's service level (docs/product-spec.md §5, docs/design.md §4): white-glove shows quantity items only;
 * drop-off shows Seasonal Removal, Setup & Staging Service and the quantity items; an unknown level shows all.
 */
export function visibleAddOns<T extends Pick<AddOnService, 'name' | 'category'>>(addOns: readonly T[], level: ServiceLevel | undefined): T[] {
  if (level === 'white-glove') return addOns.filter(isQuantityAddOn);
  if (level === 'drop-off') {
    return addOns.filter((addOn) => isQuantityAddOn(addOn) || (DROP_OFF_SERVICE_ADD_ONS as readonly string[]).includes(addOn.name));
  }
  return [...addOns];
}

/** Upper bound of a quantity selector: the item's own maximum, 10 when it has none (docs/product-spec.md §9). */
export const maxQuantityOf = (addOn: Pick<AddOnService, 'maxQuantity'>) => addOn.maxQuantity ?? TIMINGS.defaultMaxAddOnQuantity;
