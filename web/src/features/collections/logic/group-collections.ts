import { COLLECTIONS } from '@sdp/shared/constants/business';
import { toCents } from '@sdp/shared/money';
import type { Package } from '@sdp/shared/wire';

export interface Collection<T> {
  name: (typeof COLLECTIONS)[number]['name'];
  featured: boolean;
  packages: T[];
}

/**
 * Packages grouped by White-Glove price (docs/product-spec.md §9): Premium Estate >= $1,500 (featured), Classic Autumn $1,000 to under $1,500,
 * Cozy Cottage under $1,000. Each collection lists its packages highest price first; an empty collection is left out.
 */
export function groupCollections<T extends Pick<Package, 'whiteGlovePrice'>>(packages: readonly T[]): Collection<T>[] {
  return COLLECTIONS.map((collection) => ({
    name: collection.name,
    featured: collection.featured,
    packages: packages
      .filter((pkg) => {
        const cents = toCents(pkg.whiteGlovePrice);
        return cents >= collection.minWhiteGlove * 100 && cents < collection.maxWhiteGlove * 100;
      })
      .sort((a, b) => toCents(b.whiteGlovePrice) - toCents(a.whiteGlovePrice)),
  })).filter((collection) => collection.packages.length > 0);
}

/** The first `shown` features and how many more there are ("+N more features"). */
export function featurePreview(features: readonly string[], shown = 3): { visible: string[]; more: number } {
  return { visible: features.slice(0, shown), more: Math.max(0, features.length - shown) };
}
