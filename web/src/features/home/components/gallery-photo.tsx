import type { GalleryItem } from '@sdp/shared/wire';
import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';

/** One side of a before/after pair: the uploaded photograph (AVIF/WebP srcset) or, until there is one, the committed illustration. */
export function GalleryPhoto({ item, stage, sizes, eager, className }: { item: GalleryItem; stage: 'before' | 'after'; sizes: string; eager?: boolean; className?: string }) {
  const side = item[stage];
  return <CatalogPhoto image={side.image} fallbackUrl={side.url} alt={`${item.location} porch ${stage} styling`} sizes={sizes} eager={eager} className={className} />;
}

/** "Golden Harvest · White-Glove · October 2026": what staff wrote, without empty parts. */
export const pairCaption = (item: GalleryItem) => [item.packageType, item.date].filter(Boolean).join(' · ');
