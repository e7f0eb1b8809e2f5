import { addOnPrice, levelPriceRange } from '@sdp/shared/catalog-prices';
import type { AddOnService, Package } from '@sdp/shared/wire';

/** Service Comparison rows (docs/product-spec.md §1, §3): feature, white-glove text, drop-off text, whether each includes it. */
export interface ComparisonRow {
  feature: string;
  whiteGlove: string;
  dropOff: string;
  whiteGloveIncluded: boolean;
  dropOffIncluded: boolean;
}

/** The rows with the catalog's prices (docs/design.md §16): the price range only when the packages are known. */
export function comparisonRows(packages: readonly Package[], addOns: readonly AddOnService[] | undefined): ComparisonRow[] {
  const [whiteGlove, dropOff] = [levelPriceRange(packages, 'white-glove'), levelPriceRange(packages, 'drop-off')];
  const staging = addOnPrice(addOns, 'Setup & Staging Service');
  const priceRow = whiteGlove && dropOff ? [{ feature: 'Price range', whiteGlove, dropOff, whiteGloveIncluded: true, dropOffIncluded: true }] : [];
  return [
    ...priceRow,
    ...COMPARISON_ROWS.map((row) => (row.feature === 'Professional installation'
      ? { ...row, dropOff: `Set up yourself or add Setup & Staging${staging ? ` (${staging})` : ''}` } : row)),
  ];
}

const COMPARISON_ROWS: ComparisonRow[] = [
  { feature: 'Premium curated decor', whiteGlove: 'Designer-selected heirlooms', dropOff: 'Curated collection', whiteGloveIncluded: true, dropOffIncluded: true },
  { feature: 'Delivery', whiteGlove: 'Free door-step delivery in our radius', dropOff: 'Free in our radius, modest fees beyond', whiteGloveIncluded: true, dropOffIncluded: true },
  { feature: 'Design consultation', whiteGlove: 'Included', dropOff: 'Not included', whiteGloveIncluded: true, dropOffIncluded: false },
  { feature: 'Professional installation', whiteGlove: 'Styled on site by our designers', dropOff: 'Set up yourself or add Setup & Staging ($75)', whiteGloveIncluded: true, dropOffIncluded: false },
  { feature: 'Seasonal maintenance', whiteGlove: 'Refreshes through the season', dropOff: 'Not included', whiteGloveIncluded: true, dropOffIncluded: false },
  { feature: 'Teardown and cleanup', whiteGlove: 'Included', dropOff: 'Optional, $95', whiteGloveIncluded: true, dropOffIncluded: false },
];
