import { toCents } from '@sdp/shared/money';
import { type Package } from '@sdp/shared/wire';
import { type ServiceLevel } from '@sdp/shared/constants/business';

/** A package's price in cents at a service level (docs/design.md §4: the order's base price is the package's price at that level). */
export function priceAtLevel(pkg: Pick<Package, 'whiteGlovePrice' | 'dropOffPrice'>, level: ServiceLevel): number {
  return toCents(level === 'white-glove' ? pkg.whiteGlovePrice : pkg.dropOffPrice);
}
