/** The three fixed transformations of docs/product-spec.md §2 (Gallery item fields of docs/product-spec.md §3). */
export interface GalleryItem {
  id: string;
  beforeImage: string;
  afterImage: string;
  location: string;
  date: string;
  packageType: string;
  description: string;
}

export const GALLERY: GalleryItem[] = [
  { id: 'fairbanks-ranch', beforeImage: '/images/gallery/fairbanks-ranch-before.webp', afterImage: '/images/gallery/fairbanks-ranch-after.webp', location: 'Fairbanks Ranch', date: 'October 2024', packageType: 'Golden Harvest · White-Glove', description: '' },
  { id: 'point-loma', beforeImage: '/images/gallery/point-loma-before.webp', afterImage: '/images/gallery/point-loma-after.webp', location: 'Point Loma', date: 'October 2024', packageType: 'Harvest Bounty · White-Glove', description: '' },
  { id: 'la-jolla', beforeImage: '/images/gallery/la-jolla-before.webp', afterImage: '/images/gallery/la-jolla-after.webp', location: 'La Jolla', date: 'September 2024', packageType: 'Autumn Embrace · Drop-Off', description: '' },
];
