import { formatUsd, toCents } from '@sdp/shared/money';
import type { ServiceArea } from '@sdp/shared/wire';

/** "Free" or "$25": the Drop-Off delivery fee of an area's zone (White-Glove delivery is free everywhere we serve). */
export const dropOffFee = (area: Pick<ServiceArea, 'zone'>) => {
  const cents = area.zone ? toCents(area.zone.deliveryFee) : 0;
  return cents === 0 ? 'Free' : formatUsd(cents);
};

/** Title and description of a community's page, for the screen and the server's head (prerender/page-heads.ts). */
export function communityMeta(area: ServiceArea) {
  const fee = dropOffFee(area);
  return {
    title: `Pumpkin Delivery in ${area.name} | SD Pumpkin`,
    description:
      `Luxury fall porch decor delivered and installed in ${area.name} (${area.zipCodes.join(', ')}). ` +
      `${area.zone?.name ?? 'Delivery'}: ${fee === 'Free' ? 'free' : fee} Drop-Off delivery, free White-Glove installation on the Mondays of October.`,
  };
}
