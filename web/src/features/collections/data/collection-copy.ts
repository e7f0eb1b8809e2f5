import type { COLLECTIONS } from '@sdp/shared/constants/business';

/** How each collection is introduced on /collections. */
export const COLLECTION_COPY: Record<(typeof COLLECTIONS)[number]['name'], { eyebrow: string; lede: string }> = {
  'Premium Estate Collection': {
    eyebrow: 'Featured',
    lede: 'Our grandest displays for estate entries and sweeping porches: layered heirloom pumpkins, botanicals and staging, installed by our designers.',
  },
  'Classic Autumn Collection': {
    eyebrow: 'Timeless',
    lede: 'Generous, beautifully balanced arrangements for the classic family porch, full of warmth from October through Thanksgiving.',
  },
  'Cozy Cottage Collection': {
    eyebrow: 'Intimate',
    lede: 'Scaled for cottages, condos and townhome stoops: all the charm of the season in a smaller footprint.',
  },
};
