import { TIMINGS, UNKNOWN_ADD_ON, type PricedAddOn } from '@sdp/shared';
import type { Catalog } from '../catalog/catalog.ts';
import { badRequest } from '../domain-error.ts';

export interface OrderAddOnLine extends PricedAddOn {
  id: string;
  name: string;
  lineTotalCents: number;
}

/**
 * The add-ons an order asks for (id -> quantity), priced from the catalog: unknown ids ("__proto__" and "constructor" too: the map
 * has own keys only) are refused, quantity items are capped at their maxQuantity (default 10), a service add-on counts once.
 */
export function resolveAddOns(catalog: Catalog, selection: Record<string, number>): OrderAddOnLine[] {
  const lines: OrderAddOnLine[] = [];
  for (const [id, requested] of Object.entries(selection)) {
    if (requested <= 0) continue;
    const addOn = catalog.addOnsById.get(id);
    if (!addOn) throw badRequest(UNKNOWN_ADD_ON, [{ path: `addOns.${id}`, message: 'Unknown add-on' }]);
    const max = addOn.maxQuantity ?? TIMINGS.defaultMaxAddOnQuantity;
    if (addOn.category === 'quantity' && requested > max) {
      const message = `You can order at most ${max} of ${addOn.name}`;
      throw badRequest(message, [{ path: `addOns.${id}`, message }]);
    }
    const quantity = addOn.category === 'quantity' ? requested : 1;
    lines.push({
      id,
      name: addOn.name,
      category: addOn.category,
      priceCents: addOn.priceCents,
      quantity,
      lineTotalCents: addOn.priceCents * quantity,
    });
  }
  return lines;
}
