import { totalBeforeDiscount } from '@sdp/shared/pricing';
import { type AddOnService, type CreatedOrder, type Package } from '@sdp/shared/wire';
import { storedAddOnLines, storedDiscount, type StoredOrder } from '../../../lib/stored-order.ts';
import { isQuantityAddOn } from '../../../lib/ordering/add-on-visibility.ts';

export type ReservedFields = Pick<StoredOrder, 'customerName' | 'customerEmail' | 'address' | 'city' | 'zipCode' | 'deliveryDate'>;

/**
 * The session's "Stored order data" (docs/product-spec.md §3) after POST /api/orders: names from the catalog, every amount from the server's
 * breakdown (the page's own estimate is never stored).
 */
export function storedOrderFrom(input: {
  created: CreatedOrder;
  pkg: Pick<Package, 'id' | 'name'>;
  fields: ReservedFields;
  addOns: readonly Pick<AddOnService, 'id' | 'name' | 'price' | 'category'>[];
  quantities: Record<string, number>;
}): StoredOrder {
  const { created, pkg, fields } = input;
  const { breakdown } = created;
  return {
    orderId: created.orderId,
    orderSecret: created.orderSecret,
    packageId: pkg.id,
    packageName: pkg.name,
    serviceType: created.serviceType,
    packagePrice: breakdown.baseAmount,
    totalAmount: totalBeforeDiscount(breakdown),
    depositAmount: breakdown.depositAmount,
    customerName: fields.customerName.trim(),
    customerEmail: fields.customerEmail.trim(),
    address: fields.address.trim(),
    city: fields.city.trim(),
    zipCode: fields.zipCode.trim(),
    deliveryDate: fields.deliveryDate,
    ...storedDiscount(breakdown),
    deliveryFee: breakdown.deliveryFee,
    finalTotal: breakdown.finalTotal,
    ...storedAddOnLines(input.addOns, input.quantities, isQuantityAddOn),
  };
}
