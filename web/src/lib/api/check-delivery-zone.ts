import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

export interface ZoneCheck {
  served: boolean;
  name?: string;
}

/** GET /api/delivery-zones/check/:zip: 200 { name } means served; any failure counts as not served (docs/product-spec.md §4). */
export async function checkDeliveryZone(zipCode: string): Promise<ZoneCheck> {
  try {
    const zone = await unwrap(api['delivery-zones'].check[':zipCode'].$get({ param: { zipCode: encodeURIComponent(zipCode.trim()) } }));
    return { served: true, name: zone.name };
  } catch {
    return { served: false };
  }
}

export const useCheckDeliveryZone = () => useMutation({ mutationFn: checkDeliveryZone });
