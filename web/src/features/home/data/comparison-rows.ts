/** Service Comparison rows (docs/product-spec.md §1, §3): feature, white-glove text, drop-off text, whether each includes it. */
export interface ComparisonRow {
  feature: string;
  whiteGlove: string;
  dropOff: string;
  whiteGloveIncluded: boolean;
  dropOffIncluded: boolean;
}

export const COMPARISON_ROWS: ComparisonRow[] = [
  { feature: 'Price range', whiteGlove: '$1,225 - $1,825', dropOff: '$325 - $550', whiteGloveIncluded: true, dropOffIncluded: true },
  { feature: 'Premium curated decor', whiteGlove: 'Designer-selected heirlooms', dropOff: 'Curated collection', whiteGloveIncluded: true, dropOffIncluded: true },
  { feature: 'Delivery', whiteGlove: 'Free door-step delivery in our radius', dropOff: 'Free in our radius, modest fees beyond', whiteGloveIncluded: true, dropOffIncluded: true },
  { feature: 'Design consultation', whiteGlove: 'Included', dropOff: 'Not included', whiteGloveIncluded: true, dropOffIncluded: false },
  { feature: 'Professional installation', whiteGlove: 'Styled on site by our designers', dropOff: 'Set up yourself or add Setup & Staging ($75)', whiteGloveIncluded: true, dropOffIncluded: false },
  { feature: 'Seasonal maintenance', whiteGlove: 'Refreshes through the season', dropOff: 'Not included', whiteGloveIncluded: true, dropOffIncluded: false },
  { feature: 'Teardown and cleanup', whiteGlove: 'Included', dropOff: 'Optional, $95', whiteGloveIncluded: true, dropOffIncluded: false },
];
