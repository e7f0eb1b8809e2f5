import { toCents } from '@sdp/shared/money';
import { type Package } from '@sdp/shared/wire';
import { type ServiceLevel } from '@sdp/shared/constants/business';

/** A package's level: its serviceLevel, else read from its description text (docs/product-spec.md §2 groups "by description text"). */
export function levelOf(pkg: Pick<Package, 'serviceLevel' | 'description'>): ServiceLevel {
  if (pkg.serviceLevel === 'white-glove' || pkg.serviceLevel === 'drop-off') return pkg.serviceLevel;
  return /white[- ]glove/i.test(pkg.description) ? 'white-glove' : 'drop-off';
}

/** White-Glove and Drop-Off groups, each sorted by price, highest first. */
export function groupPackages<T extends Pick<Package, 'serviceLevel' | 'description' | 'price'>>(packages: readonly T[]): Record<ServiceLevel, T[]> {
  const byPriceDesc = (a: T, b: T) => toCents(b.price) - toCents(a.price);
  return {
    'white-glove': packages.filter((pkg) => levelOf(pkg) === 'white-glove').sort(byPriceDesc),
    'drop-off': packages.filter((pkg) => levelOf(pkg) === 'drop-off').sort(byPriceDesc),
  };
}
